import type { ServerStyleSheet } from 'styled-components';

/**
 * The CSS styled-components compiled for a class name, kept across pages.
 * A page's sheet is new per request, so every component's styles went
 * through the CSS compiler (stylis) again on every page, though a class
 * name is the hash of its component and its CSS: the same name always
 * compiles to the same rules. Bounded: styles computed from props can make
 * names without end.
 */
const compiled = new Map<string, string[]>();
const MAX_COMPILED = 5000;

const keyOf = (id: string, name: string) => `${id} ${name}`;

/**
 * Lets `sheet` take a name's rules from earlier pages instead of compiling
 * them: where a component asks whether the page's sheet has its name yet,
 * a name compiled before is inserted then, as the component would have
 * inserted it, so the page's styles (their content and their order) are
 * what they were; names compiled now are kept for the next pages.
 */
export function reuseCompiledStyles(sheet: ServerStyleSheet): ServerStyleSheet {
  const styles = sheet.instance;
  const hasNameForId = styles.hasNameForId.bind(styles);
  const insertRules = styles.insertRules.bind(styles);
  styles.hasNameForId = (id, name) => {
    if (hasNameForId(id, name)) return true;
    const rules = compiled.get(keyOf(id, name));
    if (!rules) return false;
    insertRules(id, name, rules);
    return true;
  };
  styles.insertRules = (id, name, rules) => {
    insertRules(id, name, rules);
    // Global styles insert under their own id, unasked: only what components ask for again is kept.
    if (id === name) return;
    compiled.set(keyOf(id, name), rules);
    if (compiled.size > MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  };
  return sheet;
}
