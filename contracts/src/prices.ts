import { COUNTRIES, type Country } from './localeCodes';

/*
 * A product's price, per country: what it costs a month at least ('ab 19,90 €
 * / Monat'), the way SumUp and Shopify show theirs. Optional: a product
 * without one shows none, and its structured data no offer. The currency is
 * the country's (all three are in the euro area). Plain constants (no zod),
 * so the browser can use them without loading the schemas.
 */

export const COUNTRY_CURRENCY = {
  DE: 'EUR',
  ES: 'EUR',
  FR: 'EUR',
} as const satisfies Record<Country, string>;

/** The console's field of a country's price (`priceDE`), its column `price_de`. */
export type PriceField = `price${Country}`;
export const priceField = (country: Country): PriceField => `price${country}`;
export const PRICE_FIELDS: readonly PriceField[] = COUNTRIES.map(priceField);

/** A monthly price as the console's API takes it: euros and at most two decimals, below 100000. */
export const PRICE_PATTERN = /^\d{1,5}(\.\d{1,2})?$/;

/**
 * What an editor typed, as the API takes it: empty is none; '19,90' is
 * '19.90'; anything else is sent as typed (the API says what is wrong).
 */
export function typedPrice(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const decimal = trimmed.replace(',', '.');
  return PRICE_PATTERN.test(decimal) ? decimal : trimmed;
}

/** A product's prices as the public API answers them: the countries that have one. */
export type ProductPrices = Partial<Record<Country, number>>;

/** The product's price in a country, with the country's currency; none where it has none. */
export function priceIn(
  prices: ProductPrices,
  country: Country,
): { amount: number; currency: (typeof COUNTRY_CURRENCY)[Country] } | undefined {
  const amount = prices[country];
  return amount === undefined ? undefined : { amount, currency: COUNTRY_CURRENCY[country] };
}
