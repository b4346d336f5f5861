import type { ConsentConfig, ConsentInput } from 'contracts';
import express from 'express';
import request from 'supertest';
import { publicOrigins } from '../security/publicOrigins';
import { consentRoutes, type RecordConsent } from './consentRoute';

const REVISION = '0123456789abcdef';
const CONSENT_ID = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const VISITOR = '5b0f5c8e-8d5c-4c6f-9d8e-3f1b2a4c5d6e';

const config: ConsentConfig = {
  revision: REVISION,
  textsVersion: 'test',
  language: 'de',
  categories: [
    { id: 'necessary', required: true, services: [] },
    {
      id: 'statistics',
      required: false,
      services: [
        {
          id: 'visits',
          name: 'Besuche',
          vendor: 'Wir',
          purpose: 'Zählen',
          storage: [
            { name: 'visitor_id', kind: 'cookie', lifetime: { amount: 30, unit: 'day' } },
            { name: 'pageview:*', kind: 'sessionStorage', lifetime: 'session' },
          ],
          origins: [],
        },
      ],
    },
    {
      id: 'marketing',
      required: false,
      services: [
        {
          id: 'ads',
          name: 'Ads',
          vendor: 'Ads Inc.',
          purpose: 'Werbung',
          storage: [{ name: '_ads_*', kind: 'cookie', lifetime: 'persistent' }],
          origins: [],
        },
      ],
    },
  ],
};

function app({
  record = jest.fn<Promise<unknown>, [ConsentInput, string]>().mockResolvedValue({}),
  current = config,
}: { record?: jest.Mock; current?: ConsentConfig | null } = {}) {
  const server = express().use(
    consentRoutes({
      config: async () => current ?? undefined,
      origins: publicOrigins(['https://www.example.de']),
      record: record as unknown as RecordConsent,
    }),
  );
  return { server, record };
}

const cookiesOf = (res: request.Response) => [res.headers['set-cookie'] ?? []].flat() as string[];

describe('POST /preferences/consent', () => {
  it('without script: records the choice, sets the cookies and returns to the page', async () => {
    const { server, record } = app();
    const res = await request(server)
      .post('/preferences/consent')
      .set('X-Forwarded-For', '198.51.100.7')
      .type('form')
      .send({ action: 'accept-all', return: '/es_ES/about?x=1', revision: REVISION });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/es_ES/about?x=1');
    expect(record).toHaveBeenCalledWith(
      {
        consentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        categories: { statistics: true, marketing: true },
        revision: REVISION,
        action: 'accept-all',
        language: 'es',
        country: 'ES',
      },
      expect.stringMatching(/^198\.51\.100\.7, /),
    );
    const cookies = cookiesOf(res);
    expect(cookies).toContainEqual(
      expect.stringMatching(new RegExp(`^hello_consent=[0-9a-f-]{36}\\.${REVISION}\\.\\d+\\.sm;`)),
    );
    expect(cookies).toContainEqual(
      expect.stringMatching(/^visitor_id=[0-9a-f-]{36}; Max-Age=2592000/),
    );
  });

  it('with script: answers what the page applies, the denied storage to remove', async () => {
    const { server } = app();
    const res = await request(server)
      .post('/preferences/consent')
      .set('Accept', 'application/json')
      .set('Cookie', `visitor_id=${VISITOR}`)
      .type('form')
      .send({ action: 'save-selection', statistics: 'granted', return: '/de_DE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      decided: true,
      statistics: true,
      marketing: false,
      visitorId: VISITOR,
      clearStorage: [],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("a withdrawal keeps the consent id and deletes visitor_id and the denied services' cookies", async () => {
    const { server, record } = app();
    const res = await request(server)
      .post('/preferences/consent')
      .set('Accept', 'application/json')
      .set(
        'Cookie',
        `hello_consent=${CONSENT_ID}.${REVISION}.1773144000.sm; visitor_id=${VISITOR}; _ads_1=x; pref_theme=dark`,
      )
      .type('form')
      .send({ action: 'reject-all', return: '/fr_FR' });
    expect(record.mock.calls[0]![0]).toMatchObject({ consentId: CONSENT_ID, action: 'reject-all' });
    const cookies = cookiesOf(res);
    expect(cookies).toContain('visitor_id=; Max-Age=0; Path=/; SameSite=Lax');
    expect(cookies).toContain('_ads_1=; Max-Age=0; Path=/');
    expect(cookies.some((cookie) => cookie.startsWith('pref_theme='))).toBe(false);
    expect(res.body).toMatchObject({
      statistics: false,
      marketing: false,
      clearStorage: [{ kind: 'sessionStorage', name: 'pageview:*' }],
    });
    expect(res.body).not.toHaveProperty('visitorId');
  });

  it('refuses a post from another site, records nothing', async () => {
    const { server, record } = app();
    for (const headers of [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const res = await request(server)
        .post('/preferences/consent')
        .set(headers)
        .type('form')
        .send({ action: 'accept-all' });
      expect(res.status).toBe(403);
      expect(cookiesOf(res)).toEqual([]);
    }
    const own = await request(server)
      .post('/preferences/consent')
      .set({ Origin: 'https://www.example.de', 'Sec-Fetch-Site': 'same-origin' })
      .type('form')
      .send({ action: 'accept-all' });
    expect(own.status).toBe(303);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('sets nothing when the choice cannot be recorded, and says so in the page language', async () => {
    const { server } = app({ record: jest.fn().mockRejectedValue(new Error('503')) });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(server)
      .post('/preferences/consent')
      .type('form')
      .send({ action: 'accept-all', return: '/fr_FR/roadmap' });
    error.mockRestore();
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/^Ton choix n’a pas pu être enregistré/);
    expect(cookiesOf(res)).toEqual([]);
  });

  it('without a known revision (API unreachable, none posted) records nothing', async () => {
    const { server, record } = app({ current: null });
    const res = await request(server)
      .post('/preferences/consent')
      .set('Accept', 'application/json')
      .type('form')
      .send({ action: 'reject-all' });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^Deine Auswahl konnte/);
    expect(record).not.toHaveBeenCalled();
  });

  it('refuses an unknown choice with a readable 400', async () => {
    const res = await request(app().server)
      .post('/preferences/consent')
      .type('form')
      .send({ action: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Unbekannte Auswahl/);
  });
});
