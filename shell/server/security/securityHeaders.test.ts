/**
 * @jest-environment node
 */
import express from 'express';
import request from 'supertest';
import { cspNonce, securityHeaders } from './securityHeaders';

const app = express()
  .set('trust proxy', 'loopback')
  .use(securityHeaders())
  .get('/de_DE', (_req, res) => {
    res.send(`<script nonce="${cspNonce(res)}"></script>`);
  });

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
          "connect-src 'self' https:",
          'frame-src https:',
          "media-src 'self' https:",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self' https:",
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
        'permissions-policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      });
      // Builds may be loaded by pages of another origin (a CDN); popups keep their opener.
      expect(headers['cross-origin-resource-policy']).toBeUndefined();
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
    }
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
