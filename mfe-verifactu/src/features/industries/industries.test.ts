import { DEMO_RECEIPTS, receiptTotals } from './industries';

describe('demo receipts', () => {
  it('splits a gross total into base and VAT that add up', () => {
    expect(receiptTotals(DEMO_RECEIPTS.hairBeauty)).toEqual({
      totalCents: 4250,
      baseCents: 3512,
      vatCents: 738,
    });
    expect(receiptTotals(DEMO_RECEIPTS.cafeGastro)).toEqual({
      totalCents: 1260,
      baseCents: 1145,
      vatCents: 115,
    });
  });
});
