import { unanswered, type Answers } from '../../content/yesNo';

/**
 * "Reicht meine Kasse?": the five things a Verifactu-ready register must do.
 * Every rule of the check lives here; the page only asks and shows.
 */
export const REGISTER_CRITERIA = [
  'immutability',
  'journal',
  'export',
  'qrCode',
  'certification',
] as const;
export type RegisterCriterion = (typeof REGISTER_CRITERIA)[number];
export type RegisterAnswers = Answers<RegisterCriterion>;

export type RegisterCheckResult =
  | { status: 'incomplete'; unanswered: RegisterCriterion[] }
  | { status: 'ready' }
  /** What is missing, in checklist order. */
  | { status: 'notReady'; missing: RegisterCriterion[] };

export function registerCheckResult(answers: RegisterAnswers): RegisterCheckResult {
  const open = unanswered(REGISTER_CRITERIA, answers);
  if (open.length > 0) return { status: 'incomplete', unanswered: open };
  const missing = REGISTER_CRITERIA.filter((criterion) => answers[criterion] === 'no');
  return missing.length === 0 ? { status: 'ready' } : { status: 'notReady', missing };
}
