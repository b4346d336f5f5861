import { HttpError } from './apiClient';

/**
 * What a failure toast says: the API's own message when it sent one
 * (localized if it is a contract message), otherwise the fallback text.
 * A raw "400: {json}" or "Failed to fetch" is no message for a person.
 */
export function apiErrorMessage(
  error: unknown,
  localize: (message: string | undefined) => string | undefined,
  fallback: string,
): string {
  if (error instanceof HttpError) return localize(error.apiMessage) ?? fallback;
  return fallback;
}
