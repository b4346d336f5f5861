import { POS_BRAND } from 'contracts/brand';
import type { PAYMENT_PROVIDERS } from 'contracts';

export type ProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** SPEC §9: a fixed rate per successful transaction, no other fees. */
export interface TransactionPricing {
  kind: 'transaction';
  /** Share of the amount, 0.019 = 1.9 %. */
  rate: number;
  fixedEur: number;
  setupFeeEur: number;
  monthlyFeeEur: number;
  payoutFeeEur: number;
  payoutWorkingDays: { min: number; max: number };
}

export type Pricing = TransactionPricing | { kind: 'individual' };

export interface Provider {
  id: ProviderId;
  name: string;
  pricing: Pricing;
}

/** The two providers of the comparison, in its order (SPEC §2, §9). */
export const providers: readonly Provider[] = [
  {
    id: 'mollie',
    name: 'Mollie',
    pricing: {
      kind: 'transaction',
      rate: 0.019,
      fixedEur: 0.25,
      setupFeeEur: 0,
      monthlyFeeEur: 0,
      payoutFeeEur: 0,
      payoutWorkingDays: { min: 1, max: 2 },
    },
  },
  { id: 'adyen', name: 'Adyen', pricing: { kind: 'individual' } },
];

export function providerById(id: ProviderId): Provider {
  return providers.find((provider) => provider.id === id)!;
}

/** Paths below the locale: the comparison and each provider's page. */
export const COMPARISON_PATH = `${POS_BRAND.slug}/hellopayment`;
export const providerPath = (id: ProviderId) => `${COMPARISON_PATH}/${id}`;

/** The pre-registration card's anchor; 'Jetzt voranmelden' links to it. */
export const PREREGISTRATION_ANCHOR = 'voranmeldung';
