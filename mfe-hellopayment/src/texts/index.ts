import type { SectionTexts } from 'shared-ui';
import { de, type PaymentCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `hellopayment` namespace: this remote's texts in every language. */
export const paymentTexts: SectionTexts<PaymentCatalog> = {
  ns: 'hellopayment',
  resources: { de, es, fr },
};
