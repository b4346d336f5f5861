import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { errorReference } from 'server-kit/trace-context';
import { isDatabaseUnavailable } from '../../db/unavailable';
import {
  HttpError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
  errorMessages,
} from '../../errors';

/** Anything no route answered: JSON 404, never Express's HTML page. */
export const notFound: RequestHandler = (_req, _res, next) => {
  next(new NotFoundError(errorMessages.notFound));
};

/** body-parser errors carry a `type`; map the ones a client can cause. */
function fromBodyParser(err: { type?: unknown; status?: unknown }): HttpError | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return new ValidationError(errorMessages.malformedJson);
    case 'entity.too.large':
    case 'parameters.too.many':
      return new PayloadTooLargeError(errorMessages.payloadTooLarge);
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeError(errorMessages.unsupportedEncoding);
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError(errorMessages.unsupportedCharset);
    default:
      if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        return new ValidationError('Ungültige Anfrage');
      }
      return undefined;
  }
}

function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err))
    return new ServiceUnavailableError(errorMessages.databaseUnavailable);
  if (err && typeof err === 'object') return fromBodyParser(err);
  return undefined;
}

/**
 * The one error middleware: JSON `{message, fields?}`, no stack traces, no
 * HTML. A 5xx answer also carries its `reference` (the start of the trace
 * id, which its log line holds whole): what the visitor can quote.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const httpError = toHttpError(err);
    if (!httpError) {
      logger.error({ err }, 'unhandled error');
      res.status(500).json({ message: errorMessages.internal, ...referenceField() });
      return;
    }
    if (httpError.status >= 500) logger.warn({ err }, httpError.message);
    if (httpError instanceof MethodNotAllowedError) res.set('Allow', httpError.allow.join(', '));
    if (httpError instanceof TooManyRequestsError)
      res.set('Retry-After', String(httpError.retryAfterSeconds));
    res.status(httpError.status).json({
      message: httpError.message,
      ...(httpError.fields ? { fields: httpError.fields } : {}),
      ...(httpError.status >= 500 ? referenceField() : {}),
    });
  };
}

/** `{ reference }` where the request has a trace, else nothing. */
function referenceField(): { reference?: string } {
  const reference = errorReference();
  return reference ? { reference } : {};
}
