import {
  BRAND,
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
});
