import type { SectionTexts } from 'shared-ui';
import { de, type VerifactuCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `verifactu` namespace in every language: what every page needs (each page adds its own block, pageTexts). */
export const verifactuTexts: SectionTexts<VerifactuCatalog> = {
  ns: 'verifactu',
  resources: { de, es, fr },
};
