import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { formPostBody } from './formPost';

/**
 * React Router's static handler speaks Fetch; Express does not. A form post
 * keeps its body (read by formPost.ts). For the API calls an action makes,
 * X-Forwarded-For is the visitor's address as this server resolved it (behind
 * the proxies it trusts, `trust proxy`): the API trusts the one hop in front
 * of it, so appending the socket's address would name nginx, and every
 * visitor posting through it would share one rate limit.
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  /** The path and query the page is rendered for (without tracking parameters). */
  pathAndQuery = req.originalUrl,
): Request {
  const url = new URL(pathAndQuery, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const visitorAddress = req.ip ?? req.socket.remoteAddress;
  if (visitorAddress) headers.set('x-forwarded-for', visitorAddress);
  else headers.delete('x-forwarded-for');
  const body = formPostBody(req, res);
  return new Request(url, {
    // A post that was refused (formPost.ts) is answered with the page as a GET renders it.
    method: body ? 'POST' : req.method === 'POST' ? 'GET' : req.method,
    headers,
    signal: controller.signal,
    // URL-encoded: ASCII only.
    ...(body ? { body: body.toString('latin1') } : {}),
  });
}
