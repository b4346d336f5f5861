import { CONTACT_FORM_ANCHOR, HONEYPOT_FIELD } from 'contracts/lead-fields';
import {
  formText,
  leadAttribution,
  leadFormFailure,
  sentRedirect,
  type SectionActionArgs,
} from 'shared-ui';

export const CONTACT_REQUESTS_PATH = '/api/contact-requests';
/** What the visitor types; each gets the API's message at its field. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'business', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** The hidden field naming the product the page shows. */
export const PRODUCT_FIELD = 'productSlug';

/**
 * 'Beratung anfragen' on a product page (the shared form convention,
 * shared-ui forms/leadForm.ts): the API validates and stores (a filled
 * honeypot is answered as usual and stores nothing); stored → back to the
 * page's form, which thanks (post/redirect/get, `#beratung`); refused → each
 * field's message, everything typed kept.
 */
export async function contactRequestAction({
  formData,
  visitorId,
  api,
  request,
  locale,
}: SectionActionArgs) {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, formText(formData, field)]),
  ) as Record<ContactField, string>;
  try {
    await api('POST', CONTACT_REQUESTS_PATH, {
      ...values,
      productSlug: formText(formData, PRODUCT_FIELD),
      // Only with Statistik consent: a lead is never tied to an id otherwise.
      ...(visitorId ? { visitorId } : {}),
      country: locale.country,
      language: locale.language,
      [HONEYPOT_FIELD]: formText(formData, HONEYPOT_FIELD),
      ...leadAttribution(formData, request),
    });
  } catch (error) {
    return leadFormFailure<ContactField>(error, values, CONTACT_FIELDS);
  }
  return sentRedirect(request, { hash: `#${CONTACT_FORM_ANCHOR}` });
}
