/**
 * The HTTP status of a failed query. Structural on purpose: a query that
 * failed on the server reaches the browser as JSON (its status survives,
 * its HttpError class does not).
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** The API answers 404 for an unknown e-book (400 for an id it cannot read). */
export const isNotFoundError = (error: unknown) => {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
};
