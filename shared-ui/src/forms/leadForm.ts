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
 *
 * A page with several forms (the console: a status per lead, the erasure,
 * the sign-out…) names each: a hidden field `FORM_FIELD` posts the name,
 * the action answers under it (`leadFormFailure(…, form)`,
 * `sentRedirect(request, { form })`), and `useLeadForm({ form })` shows only
 * its own answer.
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
  /** The form that was posted, on a page with several (its `FORM_FIELD`). */
  form?: string;
}

export interface LeadFormSuccess<Result = unknown> {
  ok: true;
  result: Result;
  /** The form that was posted, on a page with several. */
  form?: string;
}

export type LeadFormAnswer<Field extends string = string, Result = unknown> =
  LeadFormFailure<Field> | LeadFormSuccess<Result>;

/** The HTTP statuses a failed form post answers with (the page is rendered again). */
export type LeadFormStatus = 400 | 429 | 503;

/** The query flag of the page a successful post redirects to: it shows the outcome. */
export const SENT_PARAM = 'gesendet';
/** Beside the flag, what a successful post did, when the page says it (counts, a name; never a visitor's data). */
export const RESULT_PARAM = 'ergebnis';
/** The hidden field naming the form posted, on a page with several. */
export const FORM_FIELD = 'form';

export function leadFormDone<Result>(result: Result, form?: string): LeadFormSuccess<Result> {
  return form === undefined ? { ok: true, result } : { ok: true, result, form };
}

/**
 * A failed post: a refused input (400) is the error of `field`, the one field
 * a visitor types in most of our forms; a form of several fields names them
 * all, and each gets the message the API's `fields` gives it (a refusal
 * naming none of them is the form's message). A rate limit (429) keeps the
 * API's message for the whole form; anything else (API down, network) is 503
 * with the page's own fallback text.
 */
export function leadFormFailure<Field extends string>(
  error: unknown,
  values: FormValues<Field>,
  field: Field | readonly Field[],
  form?: string,
) {
  const status = failureStatus(error);
  const message = error instanceof HttpError ? error.apiMessage : undefined;
  const fieldErrors =
    status === 400 && message ? refusedFields(error as HttpError, message, field) : {};
  const failure: LeadFormFailure<Field> =
    Object.keys(fieldErrors).length > 0
      ? { ok: false, fieldErrors, values }
      : { ok: false, fieldErrors: {}, values, ...(message ? { message } : {}) };
  return data(form === undefined ? failure : { ...failure, form }, { status });
}

function refusedFields<Field extends string>(
  error: HttpError,
  message: string,
  field: Field | readonly Field[],
): LeadFormFailure<Field>['fieldErrors'] {
  if (typeof field === 'string')
    return { [field]: message } as LeadFormFailure<Field>['fieldErrors'];
  const fields = error.apiFields;
  return Object.fromEntries(
    field.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])),
  ) as LeadFormFailure<Field>['fieldErrors'];
}

function failureStatus(error: unknown): LeadFormStatus {
  if (!(error instanceof HttpError)) return 503;
  if (error.status === 429) return 429;
  return error.status >= 400 && error.status < 500 ? 400 : 503;
}

export interface SentOutcome {
  /** Appended to the URL (`#voranmeldung`). */
  hash?: string;
  /** The form posted, on a page with several: the flag names it (`?gesendet=erase`). */
  form?: string;
  /** What the post did, for the page to say (`RESULT_PARAM`). */
  result?: string;
}

/**
 * Post/redirect/get back to the page that was posted, with its query (a
 * list's filter) and flagged as sent (`?gesendet=1`, or the form's name):
 * the page shows its thank-you or success view. An earlier post's flag is
 * dropped. 303, so the browser follows with a GET whatever the form's
 * method was.
 */
export function sentRedirect(request: Request, outcome: SentOutcome = {}): Response {
  const { pathname, searchParams } = new URL(request.url);
  searchParams.delete(SENT_PARAM);
  searchParams.delete(RESULT_PARAM);
  searchParams.set(SENT_PARAM, outcome.form ?? '1');
  if (outcome.result !== undefined) searchParams.set(RESULT_PARAM, outcome.result);
  return redirect(`${pathname}?${searchParams}${outcome.hash ?? ''}`, 303);
}

/** One text field of a posted form ('' when absent or a file). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}
