/**
 * The three industry pages and their demo receipts. A receipt is printed in
 * Spanish whatever the visitor reads: that is what a register in Spain prints.
 * Names, NIF and fingerprint are made up for the demo.
 */
export const INDUSTRIES = ['hairBeauty', 'cafeGastro', 'retail'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export interface ReceiptLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface DemoReceipt {
  shop: string;
  address: string;
  taxId: string;
  number: string;
  issuedAt: string;
  /** Spanish VAT (IVA) rate in percent: 21 general, 10 for hospitality. */
  vatRate: number;
  lines: ReceiptLine[];
  fingerprint: string;
}

export const DEMO_RECEIPTS: Record<Industry, DemoReceipt> = {
  hairBeauty: {
    shop: 'Salón Marta',
    address: 'Calle Mayor 12, 29601 Marbella',
    taxId: 'B00000000',
    number: 'T-2027/000143',
    issuedAt: '02/07/2027 11:31',
    vatRate: 21,
    lines: [
      { description: 'Corte y peinado', quantity: 1, unitPriceCents: 2800 },
      { description: 'Champú reparador 250 ml', quantity: 1, unitPriceCents: 1450 },
    ],
    fingerprint: '3F9A…C21D',
  },
  cafeGastro: {
    shop: 'Café Sol',
    address: 'Plaza de la Constitución 3, 07001 Palma',
    taxId: 'B00000001',
    number: 'T-2027/002891',
    issuedAt: '02/07/2027 08:15',
    vatRate: 10,
    lines: [
      { description: 'Café con leche', quantity: 2, unitPriceCents: 180 },
      { description: 'Tostada con tomate', quantity: 2, unitPriceCents: 290 },
      { description: 'Zumo de naranja natural', quantity: 1, unitPriceCents: 320 },
    ],
    fingerprint: 'A71C…0B9E',
  },
  retail: {
    shop: 'Tienda Luna',
    address: 'Avenida del Mar 45, 03001 Alicante',
    taxId: 'B00000002',
    number: 'T-2027/000587',
    issuedAt: '02/07/2027 12:20',
    vatRate: 21,
    lines: [
      { description: 'Camiseta de algodón', quantity: 1, unitPriceCents: 1995 },
      { description: 'Bolsa de tela', quantity: 1, unitPriceCents: 1200 },
    ],
    fingerprint: '5D02…E4F7',
  },
};

export interface ReceiptTotals {
  totalCents: number;
  baseCents: number;
  vatCents: number;
}

/** Prices include VAT (as on a simplified invoice): the base is what is left without it. */
export function receiptTotals(receipt: DemoReceipt): ReceiptTotals {
  const totalCents = receipt.lines.reduce(
    (sum, line) => sum + line.quantity * line.unitPriceCents,
    0,
  );
  const baseCents = Math.round((totalCents * 100) / (100 + receipt.vatRate));
  return { totalCents, baseCents, vatCents: totalCents - baseCents };
}
