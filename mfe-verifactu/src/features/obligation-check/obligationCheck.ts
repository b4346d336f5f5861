import { unanswered, type Answers } from '../../content/yesNo';

/**
 * "Muss ich Verifactu nutzen?": three questions → an answer and its reason.
 * Every rule of the check lives here; the page only asks and shows.
 *
 * - taxedInSpain: the business is taxed in Spain (company or autónomo).
 * - usesSoftware: invoices or receipts come from a register or program.
 * - exemptRegime: it files through the SII or is taxed in the Basque Country
 *   or Navarre (their own systems, e.g. TicketBAI) — then Verifactu does not apply.
 */
export const OBLIGATION_QUESTIONS = ['taxedInSpain', 'usesSoftware', 'exemptRegime'] as const;
export type ObligationQuestion = (typeof OBLIGATION_QUESTIONS)[number];
export type ObligationAnswers = Answers<ObligationQuestion>;

export type ObligationReason =
  'notTaxedInSpain' | 'exemptRegime' | 'invoicesByHand' | 'softwareInSpain';

export type ObligationResult =
  | { status: 'incomplete'; unanswered: ObligationQuestion[] }
  | { status: 'obligated'; reason: 'softwareInSpain' }
  | { status: 'notObligated'; reason: Exclude<ObligationReason, 'softwareInSpain'> };

export function obligationResult(answers: ObligationAnswers): ObligationResult {
  const open = unanswered(OBLIGATION_QUESTIONS, answers);
  if (open.length > 0) return { status: 'incomplete', unanswered: open };
  // The order matters: the first rule that applies is the reason shown.
  if (answers.taxedInSpain === 'no') return { status: 'notObligated', reason: 'notTaxedInSpain' };
  if (answers.exemptRegime === 'yes') return { status: 'notObligated', reason: 'exemptRegime' };
  if (answers.usesSoftware === 'no') return { status: 'notObligated', reason: 'invoicesByHand' };
  return { status: 'obligated', reason: 'softwareInSpain' };
}
