/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import express from 'express';
import request from 'supertest';
import { AttributionField, ATTRIBUTION_FIELD_MARKER } from 'shared-ui';
import { fillAttributionField, fillAttributionFields, pageAttribution } from './attribution';

describe('the lead forms’ attribution field, filled after the page cache', () => {
  it('renders, on the server, exactly the marker the fill replaces', () => {
    expect(renderToString(createElement(AttributionField))).toContain(ATTRIBUTION_FIELD_MARKER);
  });

  it('fills every field with the value, escaped; leaves a page without fields or value alone', () => {
    const page = `<form>${renderToString(createElement(AttributionField))}</form><form>${renderToString(createElement(AttributionField))}</form>`;
    const filled = fillAttributionFields(page, 'l.source=a&l.campaign=%22x%22');
    expect(filled).not.toContain(ATTRIBUTION_FIELD_MARKER);
    expect(filled.match(/value="l\.source=a&amp;l\.campaign=%22x%22"/g)).toHaveLength(2);
    expect(fillAttributionFields(page, '')).toBe(page);
    expect(fillAttributionFields('<p>nichts</p>', 'l.source=a')).toBe('<p>nichts</p>');
  });
});

/** A page server as the shell's: the consent step (here: a header saying it), the fill, a page stored once. */
function app() {
  const server = express();
  let stored: string | undefined;
  server.get(
    '/{*path}',
    (req, res, next) => {
      pageAttribution(req, res, req.get('x-consent') === 'yes');
      next();
    },
    fillAttributionField,
    (_req, res) => {
      // The page cache: rendered once without the visitor's values, answered to everyone.
      stored ??= `<form>${renderToString(createElement(AttributionField))}</form>`;
      res.send(stored);
    },
  );
  return server;
}

const fieldOf = (html: string) => /name="attribution" value="([^"]*)"/.exec(html)?.[1];

describe('pageAttribution', () => {
  it('without consent: the landing URL and Referer in the field, no cookie; an old cookie deleted', async () => {
    const server = app();
    const res = await request(server)
      .get('/de_DE/hellocash?utm_source=Google&utm_medium=cpc&utm_campaign=kassen')
      .set('Referer', 'https://www.google.de/search?q=x')
      .set('Cookie', 'hello_attribution=l.source%3Dalt');
    expect(fieldOf(res.text)).toBe(
      'l.source=google&amp;l.medium=cpc&amp;l.campaign=kassen&amp;l.referrerHost=google.de&amp;l.landingPath=%2Fde_DE%2Fhellocash',
    );
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^hello_attribution=; Max-Age=0; Path=\/; SameSite=Lax/),
    ]);
    // The next visitor, from the same stored page, gets their own (none).
    const next = await request(server).get('/de_DE/hellocash');
    expect(fieldOf(next.text)).toBe('');
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('with consent: first touch kept across a later campaign and a payment round trip; cookie 90 days', async () => {
    const server = app();
    const first = await request(server)
      .get('/de_DE/hellocash?utm_source=newsletter&utm_campaign=herbst')
      .set('x-consent', 'yes');
    const cookie = (first.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/^hello_attribution=[^;]+; Max-Age=7776000; Path=\/; SameSite=Lax$/);
    const pair = cookie.split(';')[0]!;
    const second = await request(server)
      .get('/de_DE/hellocash?utm_source=google&utm_medium=cpc')
      .set('x-consent', 'yes')
      .set('Cookie', pair);
    const after = (second.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const field = decodeURIComponent(fieldOf(second.text)!.replace(/&amp;/g, '&'));
    expect(field).toContain('f.source=newsletter');
    expect(field).toContain('l.source=google');
    // Back from the payment provider: nothing set, the field keeps both touches.
    const back = await request(server)
      .get('/de_DE/hellocash/mollie')
      .set('Referer', 'https://www.mollie.com/checkout')
      .set('x-consent', 'yes')
      .set('Cookie', after);
    expect(back.headers['set-cookie']).toBeUndefined();
    expect(decodeURIComponent(fieldOf(back.text)!.replace(/&amp;/g, '&'))).toBe(field);
  });
});
