import type { Faq, Language } from 'contracts';
import type { TFunction } from 'shared-ui';
import { AUDIENCES, formatObligationDate, OBLIGATION_DATES } from '../../content/obligationDates';
import type { YesNo } from '../../content/yesNo';
import { FINES, formatFineRange } from '../fines/fines';
import {
  OBLIGATION_QUESTIONS,
  obligationResult,
  type ObligationAnswers,
} from '../obligation-check/obligationCheck';
import { REGISTER_CRITERIA } from '../register-check/registerCheck';

/**
 * The PDF guide as plain data: what it says, in one language, taken from the
 * modules and texts the section's pages show (dates in force, the two checks,
 * the fines) and the FAQ the FAQ page shows. guidePdf.ts only lays it out.
 */
export interface GuideDocument {
  language: Language;
  title: string;
  subtitle: string;
  author: string;
  keywords: string;
  intro: string;
  chapters: GuideChapter[];
  disclaimer: string;
  /** Each page's footer, `{page}` and `{pages}` still to fill in. */
  footer: string;
}

export interface GuideChapter {
  heading: string;
  lead?: string;
  blocks: GuideBlock[];
}

export type GuideBlock =
  /** A fact that stands out (a deadline, a fine) with what it means. */
  | { kind: 'fact'; label: string; value: string; text: string }
  /** Questions to answer, each with the answer that applies (the quick test). */
  | { kind: 'answers'; items: { question: string; hint: string; answer: string }[] }
  /** Boxes to tick (the register checklist). */
  | { kind: 'checklist'; items: { title: string; question: string }[] }
  | { kind: 'steps'; items: { title: string; text: string }[] }
  | { kind: 'qa'; question: string; answer: string }
  | { kind: 'note'; text: string };

const HOW_IT_WORKS_STEPS = ['sale', 'chain', 'receipt', 'submit'] as const;

/** The quick test's answers under which Verifactu applies, read from its own rules. */
function obligatingAnswers(): ObligationAnswers {
  const choices: YesNo[] = ['yes', 'no'];
  const combinations = OBLIGATION_QUESTIONS.reduce<ObligationAnswers[]>(
    (partial, question) =>
      partial.flatMap((answers) => choices.map((answer) => ({ ...answers, [question]: answer }))),
    [{}],
  );
  const obligating = combinations.find(
    (answers) => obligationResult(answers).status === 'obligated',
  );
  if (!obligating) throw new Error('The quick test obliges nobody');
  return obligating;
}

/**
 * The guide in the language of `t`. `faqs` is the FAQ page's list, or null
 * when it could not be loaded: the guide then says where to find it.
 */
export function guideDocument(t: TFunction, language: Language, faqs: Faq[] | null): GuideDocument {
  const date = (isoDate: string) => formatObligationDate(isoDate, language);
  const obligating = obligatingAnswers();
  return {
    language,
    title: t('guide.title'),
    subtitle: t('guide.subtitle'),
    author: t('guide.author'),
    keywords: t('guide.keywords'),
    intro: t('hub.lead'),
    chapters: [
      {
        heading: t('deadlines.heading'),
        lead: t('deadlines.lead'),
        blocks: [
          ...AUDIENCES.map((audience): GuideBlock => ({
            kind: 'fact',
            label: t(`deadlines.audiences.${audience}.title`),
            value: t('deadlines.deadlineLabel', { date: date(OBLIGATION_DATES[audience]) }),
            text: t(`deadlines.audiences.${audience}.who`),
          })),
          { kind: 'note', text: t('deadlines.historyNote') },
        ],
      },
      {
        heading: t('obligationCheck.heading'),
        lead: t('guide.obligationIntro'),
        blocks: [
          {
            kind: 'answers',
            items: OBLIGATION_QUESTIONS.map((question) => ({
              question: t(`obligationCheck.questions.${question}.title`),
              hint: t(`obligationCheck.questions.${question}.hint`),
              answer: t(obligating[question] === 'yes' ? 'common.yes' : 'common.no'),
            })),
          },
          {
            kind: 'note',
            text: t('obligationCheck.reasons.softwareInSpain', {
              corporate: date(OBLIGATION_DATES.corporate),
              everyoneElse: date(OBLIGATION_DATES.everyoneElse),
            }),
          },
          { kind: 'note', text: t('obligationCheck.reasons.invoicesByHand') },
        ],
      },
      {
        heading: t('registerCheck.heading'),
        lead: t('guide.checklistNote'),
        blocks: [
          {
            kind: 'checklist',
            items: REGISTER_CRITERIA.map((criterion) => ({
              title: t(`registerCheck.criteria.${criterion}.title`),
              question: t(`registerCheck.criteria.${criterion}.question`),
            })),
          },
        ],
      },
      {
        heading: t('fines.heading'),
        lead: t('fines.lead'),
        blocks: FINES.map((fine) => ({
          kind: 'fact',
          label: t(`fines.items.${fine.id}.title`),
          value: t('guide.fineRange', {
            range: formatFineRange(fine, language),
            risk: t(`fines.risk.${fine.risk}`),
          }),
          text: t(`fines.items.${fine.id}.text`),
        })),
      },
      {
        heading: t('howItWorks.heading'),
        lead: t('howItWorks.lead'),
        blocks: [
          {
            kind: 'steps',
            items: HOW_IT_WORKS_STEPS.map((step) => ({
              title: t(`howItWorks.steps.${step}.title`),
              text: t(`howItWorks.steps.${step}.text`),
            })),
          },
        ],
      },
      {
        heading: t('faq.heading'),
        blocks: faqs?.length
          ? faqs.map((faq) => ({ kind: 'qa', question: faq.question, answer: faq.answer }))
          : [{ kind: 'note', text: t('guide.faqUnavailable') }],
      },
    ],
    disclaimer: t('guide.disclaimer'),
    footer: t('guide.footer', { page: '{page}', pages: '{pages}' }),
  };
}
