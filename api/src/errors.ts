import { validationMessages } from 'contracts';

/**
 * One error class per meaning (Ghost-style). Handlers and services throw these;
 * the single error middleware turns them into JSON. Anything else is a bug (500).
 */
export abstract class HttpError extends Error {
  abstract readonly status: number;
  constructor(
    message: string,
    /** Field name -> message, for forms that show errors beside inputs. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  readonly status = 400;
}

export class NotFoundError extends HttpError {
  readonly status = 404;
}

/** The path exists, the method does not: the answer names the ones that do (`Allow`). */
export class MethodNotAllowedError extends HttpError {
  readonly status = 405;
  constructor(
    message: string,
    /** The path's methods, as the `Allow` header lists them. */
    readonly allow: readonly string[],
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends HttpError {
  readonly status = 413;
}

export class UnsupportedMediaTypeError extends HttpError {
  readonly status = 415;
}

export class ServiceUnavailableError extends HttpError {
  readonly status = 503;
}

/** Default texts, German like the contract messages the front-ends show. */
export const errorMessages = {
  malformedJson: 'Ungültiges JSON im Request-Body',
  unsupportedMediaType: 'Content-Type muss application/json sein',
  unsupportedCharset: 'Zeichensatz wird nicht unterstützt (JSON ist UTF-8)',
  unsupportedEncoding: 'Content-Encoding wird nicht unterstützt (gzip, deflate, br oder keines)',
  payloadTooLarge: 'Request-Body ist zu groß',
  notFound: 'Nicht gefunden',
  methodNotAllowed: (method: string, allow: readonly string[]) =>
    `Methode ${method} ist hier nicht erlaubt (erlaubt: ${allow.join(', ')})`,
  // The contracts' words: the pages translate them (shared-ui commonTexts).
  tooManyRequests: validationMessages.tooManyRequests,
  databaseUnavailable: validationMessages.serviceUnavailable,
  internal: validationMessages.internal,
} as const;

/** No valid staff session (every /api/admin/* request but sign-in needs one). */
export class UnauthorizedError extends HttpError {
  readonly status = 401;
}

/** Signed in, but the role lacks the right, or the request came from a foreign origin. */
export class ForbiddenError extends HttpError {
  readonly status = 403;
}

/** The request contradicts the current state (a taken username, the last admin). */
export class ConflictError extends HttpError {
  readonly status = 409;
}

/** The thing existed but is no more (an expired confirmation link). */
export class GoneError extends HttpError {
  readonly status = 410;
}

/** Throttled (sign-in attempts, the board's daily vote cap); answered with `retryAfterSeconds` as Retry-After. */
export class TooManyRequestsError extends HttpError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
