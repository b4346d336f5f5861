import type { SectionTexts } from 'shared-ui';
import { de, type VerifactuCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `verifactu` namespace: this remote's texts in every language. */
export const verifactuTexts: SectionTexts<VerifactuCatalog> = {
  ns: 'verifactu',
  resources: { de, es, fr },
};
