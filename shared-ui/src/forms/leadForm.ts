import { data, redirect } from 'react-router-dom';
import { HttpError } from '../api/apiClient';

/*
 * The one convention for a form (issue 15): a real HTML form posted to its
 * page, handled by the route's `action` on the shell's server (no script) or
 * in the browser (React Router's fetcher) — the same function both ways. The
 * API validates (its contract schema answers 400 with the readable German
 * message): one rule, one place, no validation code in the browser.
 *
 * An action answers with one of:
 * - `redirect()` to a page that shows the outcome (post/redirect/get; a
 *   reload shows the outcome again and posts nothing),
 * - `leadFormDone(result)` when a page with script shows the outcome itself,
 * - `leadFormFailure(…)`: the message, the values sent, an HTTP status.
 */

/** The values the visitor typed, sent back with a failure so nothing is lost. */
export type FormValues<Field extends string> = Partial<Record<Field, string>>;

export interface LeadFormFailure<Field extends string = string> {
  ok: false;
  /** The API's message (German, a contract message where it is one) for the field it refused. */
  fieldErrors: Partial<Record<Field, string>>;
  /** The API's message about the whole form (too many requests, database down); absent: the page's own fallback text. */
  message?: string;
  values: FormValues<Field>;
}

export interface LeadFormSuccess<Result = unknown> {
  ok: true;
  result: Result;
}

export type LeadFormAnswer<Field extends string = string, Result = unknown> =
  LeadFormFailure<Field> | LeadFormSuccess<Result>;

/** The HTTP statuses a failed form post answers with (the page is rendered again). */
export type LeadFormStatus = 400 | 429 | 503;

/** The query flag of the page a successful post redirects to: it shows the outcome. */
export const SENT_PARAM = 'gesendet';

export function leadFormDone<Result>(result: Result): LeadFormSuccess<Result> {
  return { ok: true, result };
}

/**
 * A failed post: a refused input (400) is the error of `field`, the one field
 * a visitor types in our forms; a rate limit (429) keeps the API's message
 * for the whole form; anything else (API down, network) is 503 with the
 * page's own fallback text.
 */
export function leadFormFailure<Field extends string>(
  error: unknown,
  values: FormValues<Field>,
  field: Field,
) {
  const status = failureStatus(error);
  const message = error instanceof HttpError ? error.apiMessage : undefined;
  const failure: LeadFormFailure<Field> =
    status === 400 && message
      ? {
          ok: false,
          fieldErrors: { [field]: message } as LeadFormFailure<Field>['fieldErrors'],
          values,
        }
      : { ok: false, fieldErrors: {}, values, ...(message ? { message } : {}) };
  return data(failure, { status });
}

function failureStatus(error: unknown): LeadFormStatus {
  if (!(error instanceof HttpError)) return 503;
  if (error.status === 429) return 429;
  return error.status >= 400 && error.status < 500 ? 400 : 503;
}

/**
 * Post/redirect/get back to the page that was posted, flagged as sent
 * (`?gesendet=1`, then `hash`): the page shows its thank-you or success view.
 * 303, so the browser follows with a GET whatever the form's method was.
 */
export function sentRedirect(request: Request, hash = ''): Response {
  const { pathname } = new URL(request.url);
  return redirect(`${pathname}?${SENT_PARAM}=1${hash}`, 303);
}

/** One text field of a posted form ('' when absent or a file). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}
