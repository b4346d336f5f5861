import type { SectionTexts } from 'shared-ui';
import { de, type EbooksCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `ebooks` namespace: this remote's texts in every language. */
export const ebooksTexts: SectionTexts<EbooksCatalog> = {
  ns: 'ebooks',
  resources: { de, es, fr },
};
