import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { formPostBody } from './formPost';

/**
 * React Router's static handler speaks Fetch; Express does not. A form post
 * keeps its body (read by formPost.ts); the visitor's address is appended to
 * X-Forwarded-For as the /api proxy does, for the calls an action makes.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const visitorAddress = req.socket.remoteAddress;
  if (visitorAddress) {
    const earlier = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', earlier ? `${earlier}, ${visitorAddress}` : visitorAddress);
  }
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
