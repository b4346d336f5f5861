import {
  consentCookieValue,
  consentExpiry,
  consentSetCookie,
  consentState,
  isChoiceInForce,
  parseConsentCookie,
  readConsentChoice,
  UNDECIDED,
  type ConsentChoice,
} from './consentCookie';

const ID = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const REVISION = '0123456789abcdef';
const choice = (overrides: Partial<ConsentChoice> = {}): ConsentChoice => ({
  consentId: ID,
  revision: REVISION,
  decidedAt: new Date('2026-03-10T12:00:00Z'),
  statistics: true,
  marketing: false,
  ...overrides,
});

describe('the consent cookie', () => {
  it('writes and reads back every combination of grants', () => {
    for (const statistics of [true, false])
      for (const marketing of [true, false]) {
        const written = choice({ statistics, marketing });
        expect(parseConsentCookie(consentCookieValue(written))).toEqual(written);
      }
    expect(consentCookieValue(choice())).toBe(`${ID}.${REVISION}.1773144000.s`);
    expect(consentCookieValue(choice({ statistics: false }))).toBe(
      `${ID}.${REVISION}.1773144000.-`,
    );
  });

  it('takes anything malformed for no choice', () => {
    for (const value of [
      undefined,
      '',
      'yes',
      `${ID}.${REVISION}.1773144000`,
      `${ID}.${REVISION}.1773144000.sm.x`,
      `not-a-uuid.${REVISION}.1773144000.sm`,
      `${ID}.0123456789ABCDEF.1773144000.sm`,
      `${ID}.${REVISION}.-5.sm`,
      `${ID}.${REVISION}.1e9.sm`,
      `${ID}.${REVISION}.1773144000.ms`,
      `${ID}.${REVISION}.1773144000.x`,
    ])
      expect(parseConsentCookie(value)).toBeUndefined();
  });

  it('is found among other cookies; an undecodable one hides nothing', () => {
    const value = consentCookieValue(choice());
    expect(readConsentChoice(`pref_theme=dark; hello_consent=${value}; x=%`)?.consentId).toBe(ID);
    expect(readConsentChoice('hello_consent=%')).toBeUndefined();
    expect(readConsentChoice(undefined)).toBeUndefined();
  });

  it('is set for six months, on every path, out of reach of scripts', () => {
    const header = consentSetCookie(choice(), { secure: false });
    expect(header).toBe(
      `hello_consent=${ID}.${REVISION}.1773144000.s; Max-Age=${184 * 86400}; Path=/; SameSite=Lax; HttpOnly`,
    );
    expect(consentSetCookie(choice(), { secure: true })).toMatch(/; HttpOnly; Secure$/);
  });
});

describe('a choice in force', () => {
  it('expires six calendar months later, on the last day of a shorter month', () => {
    expect(consentExpiry(new Date('2026-03-10T12:00:00Z')).toISOString()).toBe(
      '2026-09-10T12:00:00.000Z',
    );
    expect(consentExpiry(new Date('2026-08-31T08:00:00Z')).toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(consentExpiry(new Date('2027-08-31T08:00:00Z')).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(consentExpiry(new Date('2026-10-15T00:00:00Z')).toISOString()).toBe(
      '2027-04-15T00:00:00.000Z',
    );
  });

  it('holds on its revision for six months, then the visitor is asked again', () => {
    const made = choice();
    expect(isChoiceInForce(made, REVISION, new Date('2026-03-10T12:00:00Z'))).toBe(true);
    expect(isChoiceInForce(made, REVISION, new Date('2026-09-10T11:59:59Z'))).toBe(true);
    expect(isChoiceInForce(made, REVISION, new Date('2026-09-10T12:00:00Z'))).toBe(false);
  });

  it('does not hold once the configuration revision changed', () => {
    expect(isChoiceInForce(choice(), 'fedcba9876543210', new Date('2026-03-11'))).toBe(false);
  });

  it("trusts the cookie's revision while the current one is unknown (API unreachable)", () => {
    expect(isChoiceInForce(choice(), undefined, new Date('2026-03-11'))).toBe(true);
    expect(isChoiceInForce(choice(), undefined, new Date('2026-12-11'))).toBe(false);
  });

  it('is not taken from a date far in the future (a forged cookie)', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(
      isChoiceInForce(choice({ decidedAt: new Date('2026-03-10T18:00:00Z') }), REVISION, now),
    ).toBe(true);
    expect(
      isChoiceInForce(choice({ decidedAt: new Date('2026-04-10T12:00:00Z') }), REVISION, now),
    ).toBe(false);
  });

  it('grants what it says; no choice, or one no longer in force, grants nothing', () => {
    const now = new Date('2026-04-01');
    expect(consentState(choice({ marketing: true }), REVISION, now)).toEqual({
      decided: true,
      statistics: true,
      marketing: true,
    });
    expect(consentState(choice({ statistics: false }), REVISION, now)).toEqual({
      decided: true,
      statistics: false,
      marketing: false,
    });
    expect(consentState(undefined, REVISION, now)).toEqual(UNDECIDED);
    expect(consentState(choice(), 'fedcba9876543210', now)).toEqual(UNDECIDED);
    expect(consentState(choice(), REVISION, new Date('2027-01-01'))).toEqual(UNDECIDED);
  });
});
