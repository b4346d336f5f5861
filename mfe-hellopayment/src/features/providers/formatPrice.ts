import type { Language } from 'shared-ui';
import { numberFormat } from 'shared-ui';

/** `0.019` → de "1,9 %", es "1,9 %", fr "1,9 %": the language's own format (Intl). */
export function formatRate(rate: number, language: Language): string {
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }).format(rate);
}

/** Euro amounts; whole amounts without cents ("0 €"), others with ("0,25 €"). */
export function formatEuro(amount: number, language: Language): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
