/**
 * The Verifactu dates in force (DESIGN.md §9), kept in this one module: the
 * spec's "July 2025" (RD 1007/2023) was postponed by RD 254/2025 and again by
 * RDL 15/2025. When the law moves again, only this file changes.
 */
export const OBLIGATION_DATES = {
  /** Companies paying corporate tax (Impuesto sobre Sociedades). */
  corporate: '2027-01-01',
  /** Everyone else, the self-employed (autónomos) included. */
  everyoneElse: '2027-07-01',
} as const;
import { dateTimeFormat } from 'shared-ui';

export type Audience = keyof typeof OBLIGATION_DATES;
export const AUDIENCES: readonly Audience[] = ['corporate', 'everyoneElse'];

/** Spanish law counts in Spanish time: a deadline starts at midnight in Madrid. */
export const SPAIN_TIME_ZONE = 'Europe/Madrid';

/** "1. Januar 2027" / "1 de enero de 2027" / "1 janvier 2027": the same on server and browser. */
export function formatObligationDate(isoDate: string, language: string): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
