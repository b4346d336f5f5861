/** The four fine ranges of SPEC §9, with their risk levels. */
export type RiskLevel = 'high' | 'medium';
import { numberFormat } from 'shared-ui';
export type FineId =
  'missingConformity' | 'faultyJournal' | 'missingReceiptProof' | 'lateImplementation';

export interface Fine {
  id: FineId;
  minEuro: number;
  maxEuro: number;
  risk: RiskLevel;
}

export const FINES: readonly Fine[] = [
  { id: 'missingConformity', minEuro: 1000, maxEuro: 50000, risk: 'high' },
  { id: 'faultyJournal', minEuro: 500, maxEuro: 10000, risk: 'medium' },
  { id: 'missingReceiptProof', minEuro: 300, maxEuro: 5000, risk: 'medium' },
  { id: 'lateImplementation', minEuro: 1000, maxEuro: 25000, risk: 'high' },
];

/** "1.000–50.000 €" in German; grouped in every language, so 1000 never looks unlike 50.000. */
export function formatFineRange(fine: Fine, language: string): string {
  const format = numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  });
  return format.formatRange(fine.minEuro, fine.maxEuro);
}
