import type { RequestHandler } from 'express';
import { UnsupportedMediaTypeError, errorMessages } from '../../errors';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The API speaks JSON only. Without this a text/plain body would be ignored by
 * express.json() and surface as a confusing validation error instead of 415.
 */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!methodsWithBody.has(req.method)) return next();
  const hasContentType = Boolean(req.headers['content-type']);
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasContentType && !hasBody) return next();
  if (hasContentType && req.is('application/json')) return next();
  next(new UnsupportedMediaTypeError(errorMessages.unsupportedMediaType));
};
