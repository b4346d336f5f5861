import type { SectionTexts } from 'shared-ui';
import { de, type ProductsCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `products` namespace: this remote's texts in every language. */
export const productsTexts: SectionTexts<ProductsCatalog> = {
  ns: 'products',
  resources: { de, es, fr },
};
