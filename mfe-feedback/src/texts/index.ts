import type { SectionTexts } from 'shared-ui';
import { de, type FeedbackCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

/** The `feedback` namespace: this remote's texts in every language. */
export const feedbackTexts: SectionTexts<FeedbackCatalog> = {
  ns: 'feedback',
  resources: { de, es, fr },
};
