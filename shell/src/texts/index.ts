import { addTexts, type I18n, type SectionTexts } from 'shared-ui';
import { de, type ShellCatalog } from './de';
import { es } from './es';
import { fr } from './fr';
import { shellMenuTexts } from './menuTexts';

/** The shell's catalogs, all three: the server's (and the tests'). The browser loads one (loadShellCatalog.ts). */
export const shellTexts: SectionTexts<ShellCatalog> = { ns: 'shell', resources: { de, es, fr } };

/** Every shell text in every language, at once: how the server prepares a page's i18n. */
export function addShellTexts(i18n: I18n): void {
  addTexts(i18n, shellTexts);
  addTexts(i18n, shellMenuTexts);
}
