import type { SectionTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';
import { deadlinesTexts } from '../deadlines/deadlinesTexts';
import { faqTexts } from '../faq/faqTexts';
import { finesTexts } from '../fines/finesTexts';
import { glossaryTexts } from '../glossary/glossaryTexts';
import { howItWorksTexts } from '../how-it-works/howItWorksTexts';
import { hubTexts } from '../hub/hubTexts';
import { industriesTexts } from '../industries/industriesTexts';
import { obligationCheckTexts } from '../obligation-check/obligationCheckTexts';
import { registerCheckTexts } from '../register-check/registerCheckTexts';

/** The section's texts and every page's: the PDF guide says what all the pages say. */
export const everyPageTexts: SectionTexts[] = [
  verifactuTexts,
  hubTexts,
  howItWorksTexts,
  deadlinesTexts,
  registerCheckTexts,
  obligationCheckTexts,
  finesTexts,
  industriesTexts,
  faqTexts,
  glossaryTexts,
];
