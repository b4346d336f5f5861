import { data } from 'react-router-dom';
import { FORM_FIELD, formText, type SectionActionArgs } from 'shared-ui';
import { sessionForms } from '../session/sessionForms';
import type { ConsoleForms } from './consoleForms';

// The pages' form modules import these types from here, beside the action they plug into.
export type { ConsoleFormHandler, ConsoleForms } from './consoleForms';

/**
 * The action of a console page, the site's one form convention: each form
 * is a real `<form method="post">` to the page naming itself in
 * `FORM_FIELD`, handled here on the shell's server (no script) or in the
 * browser (fetcher) alike. The frame's forms (sign-in, sign-out, language)
 * are on every page; a page adds its own. A name the page does not know
 * (a forged post) is answered 400 with the page.
 */
export function consoleAction(pageForms: ConsoleForms = {}) {
  const forms: ConsoleForms = { ...sessionForms, ...pageForms };
  return async (args: SectionActionArgs): Promise<unknown> => {
    const form = formText(args.formData, FORM_FIELD);
    const colon = form.indexOf(':');
    const name = colon < 0 ? form : form.slice(0, colon);
    const handler = Object.hasOwn(forms, name) ? forms[name] : undefined;
    if (!handler) return data(null, { status: 400 });
    return handler(args, colon < 0 ? '' : form.slice(colon + 1), form);
  };
}
