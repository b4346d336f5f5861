import { NEWSLETTER_TOKEN_PARAM } from 'contracts/newsletter-links';
import { redirect } from 'react-router-dom';
import {
  formText,
  HttpError,
  leadFormDone,
  leadFormFailure,
  RESULT_PARAM,
  SENT_PARAM,
  type SectionActionArgs,
} from 'shared-ui';

/** How a newsletter link's post ended: each has its own page. */
export const NEWSLETTER_OUTCOMES = [
  'confirmed',
  'expired',
  'used',
  'invalid',
  'unsubscribed',
] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

export const parseOutcome = (text: string | undefined): NewsletterOutcome | undefined =>
  NEWSLETTER_OUTCOMES.find((outcome) => outcome === text);

/** The API's refusals of a link are outcomes to show, not failures to retry. */
const REFUSED: Record<number, NewsletterOutcome> = {
  400: 'invalid',
  404: 'invalid',
  409: 'used',
  410: 'expired',
};

/** RFC 8058: a mail program's one-click unsubscribe posts this field (a machine, not a person). */
const ONE_CLICK_FIELD = 'List-Unsubscribe';

/**
 * A newsletter link's button posts here (the shared form convention, shared-ui
 * forms/leadForm.ts): the token from the form, or from the link's own query
 * (a mail program's RFC 8058 one-click POST sends none in its body). The
 * outcome is a page of its own, reached by a redirect without the token
 * (post/redirect/get: a reload posts nothing, the token leaves the address
 * bar); a one-click POST gets that page at once. Only a failure to reach
 * the API (429, 503) keeps the page with its button.
 */
const newsletterAction =
  (apiPath: string, done: NewsletterOutcome) =>
  async ({ formData, request, api }: SectionActionArgs) => {
    const url = new URL(request.url);
    const token =
      formText(formData, NEWSLETTER_TOKEN_PARAM) || url.searchParams.get(NEWSLETTER_TOKEN_PARAM);
    let outcome: NewsletterOutcome | undefined;
    try {
      await api('POST', apiPath, { token: token ?? '' });
      outcome = done;
    } catch (error) {
      outcome = error instanceof HttpError ? REFUSED[error.status] : undefined;
      if (!outcome) return leadFormFailure<never>(error, {}, []);
    }
    if (formText(formData, ONE_CLICK_FIELD) === 'One-Click') return leadFormDone({ outcome });
    return redirect(`${url.pathname}?${SENT_PARAM}=1&${RESULT_PARAM}=${outcome}`, 303);
  };

export const confirmNewsletterAction = newsletterAction('/api/newsletter/confirm', 'confirmed');
export const unsubscribeNewsletterAction = newsletterAction(
  '/api/newsletter/unsubscribe',
  'unsubscribed',
);
