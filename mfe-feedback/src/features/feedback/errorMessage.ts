import { HttpError } from 'shared-ui';

/**
 * What the failure toast says: the API's own message when it sent one
 * (localized if it is a contract message), otherwise the fallback text.
 * A raw "400: {json}" is no message for a person.
 */
export function feedbackErrorMessage(
  error: unknown,
  localize: (message: string | undefined) => string | undefined,
  fallback: string,
): string {
  if (error instanceof HttpError) return localize(error.apiMessage) ?? fallback;
  return fallback;
}
