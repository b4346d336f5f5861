import type { SectionTexts } from 'shared-ui';

interface ShellMenuCatalog {
  home: string;
  about: string;
  why: string;
}

/**
 * The labels of the shell's own menu entries, in every language: the menu is
 * data built before any page renders (as the sections' menu labels travel
 * with their declarations), so these few stay in the first load while the
 * shell's other texts load per language (loadShellCatalog.ts).
 *
 * 'helloCash <> helloMarketing' is the spec's own label ('helloCash <>
 * {product}', SPEC §2), kept verbatim where it names that page (this menu
 * entry, the page's title and eyebrow); it is a name of two brands, not a
 * sentence, so it reads the same in every language. Everywhere else the
 * brand is spelled helloCASH (the voice test allows only this quote).
 */
export const shellMenuTexts: SectionTexts<ShellMenuCatalog> = {
  ns: 'shellMenu',
  resources: {
    de: { home: 'Home', about: 'Was?', why: 'helloCash <> helloMarketing' },
    es: { home: 'Inicio', about: '¿Qué es?', why: 'helloCash <> helloMarketing' },
    fr: { home: 'Accueil', about: 'C’est quoi ?', why: 'helloCash <> helloMarketing' },
  },
};
