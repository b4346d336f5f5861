import { fullFormats } from 'ajv-formats/dist/formats';
import fc from 'fast-check';
import {
  BRAND,
  EMAIL_PATTERN,
  emailSchema,
  POS_BRAND,
  emailCaptureInputSchema,
  isBrandSlug,
  paymentLeadInputSchema,
  validationMessages,
} from './index';

const visitorId = '6f1c2f8e-3d4b-4a5c-9e7f-0a1b2c3d4e5f';

describe('lead contracts', () => {
  it('trims and lower-cases e-mails and defaults newsletterOptIn to false', () => {
    expect(
      emailCaptureInputSchema.parse({
        visitorId,
        email: '  Max@Example.DE ',
        ebookCategory: 'Facebook',
      }),
    ).toEqual({
      visitorId,
      email: 'max@example.de',
      ebookCategory: 'Facebook',
      newsletterOptIn: false,
    });
  });

  it('defaults interestLevel to high and names the provider rule', () => {
    expect(
      paymentLeadInputSchema.parse({ visitorId, email: 'a@b.de', provider: 'adyen' }).interestLevel,
    ).toBe('high');
    const result = paymentLeadInputSchema.safeParse({ visitorId, email: 'x', provider: 'paypal' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain(validationMessages.invalidEmail);
    expect(messages).toContain(validationMessages.invalidProvider);
  });

  it('configures the brands in one module', () => {
    expect(BRAND).toEqual({ slug: 'hellomarketing', name: 'helloMarketing' });
    expect(POS_BRAND).toEqual({ slug: 'hellocash', name: 'helloCASH' });
    expect(isBrandSlug('hellocash')).toBe(true);
    expect(isBrandSlug('acme')).toBe(false);
  });

  it('accepts only addresses JSON Schema calls `format: email` (what the OpenAPI document declares)', () => {
    const formatEmail = fullFormats.email as RegExp;
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(EMAIL_PATTERN), fc.emailAddress()), (text) => {
        const parsed = emailSchema.safeParse(text);
        if (parsed.success) expect(formatEmail.test(text.trim())).toBe(true);
      }),
      { numRuns: 1000 },
    );
    // …and the ones people type, in any case, with white space around.
    expect(emailSchema.parse(' Max.Muster+ebook@Beispiel-Laden.DE\n')).toBe(
      'max.muster+ebook@beispiel-laden.de',
    );
    for (const bad of ['a@x-.de', 'a..b@x.de', '.a@x.de', 'a@localhost', 'a@x.d3', 'a b@x.de']) {
      expect(emailSchema.safeParse(bad).success).toBe(false);
    }
  });
});
