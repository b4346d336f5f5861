/**
 * @jest-environment node
 */
import express from 'express';
import request from 'supertest';
import { allowVendorOrigins, cspNonce, securityHeaders } from './securityHeaders';

const app = express()
  .set('trust proxy', 'loopback')
  .use(securityHeaders())
  .get('/de_DE', (_req, res) => {
    res.send(`<script nonce="${cspNonce(res)}"></script>`);
  })
  .get('/de_DE/mit-pixeln', (req, res) => {
    allowVendorOrigins(req, res, ['https://www.googletagmanager.com', 'https://*.example.net']);
    res.send(`<script nonce="${cspNonce(res)}"></script>`);
  })
  .get('/static/og/shell.png', (_req, res) => res.type('png').send('png'));

describe("the shell server's security headers", () => {
  it('carry the page policy with a fresh nonce per response, the one its scripts carry', async () => {
    const answers = [await request(app).get('/de_DE'), await request(app).get('/de_DE')];
    const nonces = answers.map((answer) => /nonce="([^"]+)"/.exec(answer.text)![1]!);
    expect(nonces[0]).not.toBe(nonces[1]);
    answers.forEach((answer, index) =>
      expect(answer.headers['content-security-policy']).toBe(
        [
          "default-src 'self'",
          `script-src 'nonce-${nonces[index]}' 'strict-dynamic' 'self'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https:",
          "font-src 'self' data:",
          "connect-src 'self'",
          "frame-src 'self'",
          "media-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join(';'),
      ),
    );
  });

  it('forbid framing, sniffing, full referrers and unused browser features on every answer, a 404 too', async () => {
    for (const path of ['/de_DE', '/nowhere']) {
      const { headers } = await request(app).get(path);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
    }
  });

  it('let link previews on other sites fetch the preview images', async () => {
    const { headers } = await request(app).get('/static/og/shell.png');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allow the origins the active pixels declare, and only for what a pixel does, with the same nonce', async () => {
    const answer = await request(app).get('/de_DE/mit-pixeln');
    const nonce = /nonce="([^"]+)"/.exec(answer.text)![1]!;
    const directives = Object.fromEntries(
      String(answer.headers['content-security-policy'])
        .split(';')
        .map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources.join(' ')];
        }),
    );
    const vendors = 'https://www.googletagmanager.com https://*.example.net';
    expect(directives).toMatchObject({
      'script-src': `'nonce-${nonce}' 'strict-dynamic' 'self'`,
      'connect-src': `'self' ${vendors}`,
      'img-src': `'self' data: blob: https: ${vendors}`,
      'frame-src': `'self' ${vendors}`,
      'media-src': `'self' ${vendors}`,
      'form-action': "'self'",
    });
  });

  it('send HSTS only to a visitor who came over TLS', async () => {
    const plain = await request(app).get('/de_DE');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const overTls = await request(app).get('/de_DE').set('X-Forwarded-Proto', 'https');
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
