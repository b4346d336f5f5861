import express from 'express';
import request from 'supertest';
import { preferenceRoutes, returnPath } from './preferences';

const app = express().use(preferenceRoutes());

describe('preference forms (no JavaScript)', () => {
  it('a new country brings its default language and keeps the page and its query', async () => {
    const res = await request(app)
      .get('/preferences/locale')
      .query({ country: 'ES', language: 'de', return: '/de_DE/about?x=1' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/es_ES/about?x=1');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toEqual([
      expect.stringMatching(/^pref_country=ES; Max-Age=31536000; Path=\/; SameSite=Lax$/),
      expect.stringMatching(/^pref_language=es;/),
    ]);
  });

  it('the same country with another language changes the language only', async () => {
    const res = await request(app)
      .get('/preferences/locale')
      .query({ country: 'ES', language: 'fr', return: '/es_ES/hellocash/verifactu' });
    expect(res.headers.location).toBe('/fr_ES/hellocash/verifactu');
  });

  it('refuses what it does not know with a readable 400', async () => {
    const res = await request(app).get('/preferences/locale').query({ country: 'XX' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Unbekanntes Land: erlaubt sind DE, ES und FR.');
    const theme = await request(app).post('/preferences/theme').type('form').send({ theme: 'x' });
    expect(theme.status).toBe(400);
  });

  it('stores the theme and sends the visitor back (post/redirect/get)', async () => {
    const res = await request(app)
      .post('/preferences/theme')
      .type('form')
      .send({ theme: 'light', return: '/fr_FR/roadmap' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/fr_FR/roadmap');
    expect(res.headers['set-cookie']![0]).toMatch(/^pref_theme=light; Max-Age=31536000; Path=\//);
  });

  it('returns only to pages of this site', () => {
    for (const foreign of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'x', 42])
      expect(returnPath(foreign)).toEqual({ pathname: '/', search: '' });
    expect(returnPath('/de_DE/a?b=c#d')).toEqual({ pathname: '/de_DE/a', search: '?b=c' });
  });

  it('never nests a return in a return (a crawler trap otherwise)', () => {
    const nested =
      '/de_DE/cookie-einstellungen?return=%2Fde_DE%2Fcookie-einstellungen%3Freturn%3D%252F';
    expect(returnPath(nested)).toEqual({ pathname: '/de_DE/cookie-einstellungen', search: '' });
    expect(returnPath('/de_DE/x?utm_source=a&return=%2Fy')).toEqual({
      pathname: '/de_DE/x',
      search: '?utm_source=a',
    });
  });
});
