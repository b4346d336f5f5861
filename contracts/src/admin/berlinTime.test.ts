import { berlinLocalToDate, dateToBerlinLocal } from './berlinTime';

describe('the editors’ Berlin time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(berlinLocalToDate('2026-11-29T14:05')?.toISOString()).toBe('2026-11-29T13:05:00.000Z');
    expect(berlinLocalToDate('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
  });

  it('reads back what it wrote', () => {
    for (const local of ['2026-03-29T03:30', '2026-10-25T01:59', '2027-01-01T00:00'])
      expect(dateToBerlinLocal(berlinLocalToDate(local)!)).toBe(local);
  });

  it('refuses what is no such time', () => {
    expect(berlinLocalToDate('2026-02-30T10:00')).toBeNull();
    expect(berlinLocalToDate('morgen')).toBeNull();
  });
});
