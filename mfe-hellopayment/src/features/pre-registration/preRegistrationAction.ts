import { HONEYPOT_FIELD, INTEREST_LEVELS } from 'contracts/lead-fields';
import {
  formText,
  leadAttribution,
  leadFormFailure,
  sentRedirect,
  type SectionActionArgs,
} from 'shared-ui';
import { PREREGISTRATION_ANCHOR, type ProviderId } from '../providers/providers';

export const PAYMENT_LEADS_PATH = '/api/payment-leads';
export const PREREGISTRATION_FIELDS = ['email', 'interestLevel'] as const;
export type PreRegistrationField = (typeof PREREGISTRATION_FIELDS)[number];
export const DEFAULT_INTEREST: (typeof INTEREST_LEVELS)[number] = 'high';

/**
 * The pre-registration form's action on a provider's page (the shared form
 * convention, shared-ui forms/leadForm.ts): the API validates and stores
 * (a filled honeypot is answered as usual and stores nothing); stored →
 * back to the page's card showing the success; refused → the message, the
 * values kept.
 */
export const preRegistrationAction =
  (provider: ProviderId) =>
  async ({ formData, visitorId, api, request, locale }: SectionActionArgs) => {
    const email = formText(formData, 'email');
    const interestLevel = formText(formData, 'interestLevel') || DEFAULT_INTEREST;
    try {
      await api('POST', PAYMENT_LEADS_PATH, {
        email,
        interestLevel,
        provider,
        // Only with Statistik consent: a lead is never tied to an id otherwise.
        ...(visitorId ? { visitorId } : {}),
        country: locale.country,
        language: locale.language,
        [HONEYPOT_FIELD]: formText(formData, HONEYPOT_FIELD),
        ...leadAttribution(formData, request),
      });
    } catch (error) {
      return leadFormFailure<PreRegistrationField>(error, { email, interestLevel }, 'email');
    }
    return sentRedirect(request, { hash: `#${PREREGISTRATION_ANCHOR}` });
  };
