import type { SectionTexts } from 'shared-ui';
import { de, type ConsoleCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `console` namespace: the console's texts in every language. */
export const consoleTexts: SectionTexts<ConsoleCatalog> = {
  ns: 'console',
  resources: { de, es, fr },
};
