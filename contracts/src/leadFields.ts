// The lead forms' fixed values, without zod: a form imports these with its
// page and loads the schemas (and zod) only when it validates.

/**
 * Honeypot of the lead forms: invisible to people, filled by bots. A filled
 * honeypot is answered as usual and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

export const PAYMENT_PROVIDERS = ['mollie', 'adyen'] as const;

export const INTEREST_LEVELS = ['low', 'medium', 'high'] as const;

/**
 * The anchor of a product page's 'Beratung anfragen' form: the product's call
 * to action (`ctaLink: '#beratung'`) and links from elsewhere lead there.
 */
export const CONTACT_FORM_ANCHOR = 'beratung';
