import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  CONSENT_TEXTS_VERSION,
  FIRST_PARTY_SERVICES,
  consentConfigSchema,
  consentRecordSchema,
  type ConsentServiceDefinition,
} from 'contracts';
import { consentRevision } from '../src/services/consent-revision';
import { setupTestApp } from './support/app';

/**
 * Issue 17: the proof of every consent choice, and the configuration (with
 * its revision) the banner asks on. The response cache is off: a changed
 * pixel must show in the next answer here.
 */
const ctx = setupTestApp({ responseCache: { ttlSeconds: 0 } });

const choice = (overrides: Record<string, unknown> = {}) => ({
  consentId: randomUUID(),
  categories: { statistics: true, marketing: false },
  revision: '0123456789abcdef',
  action: 'save-selection',
  language: 'es',
  country: 'ES',
  ...overrides,
});

describe('POST /api/consent', () => {
  it('stores the choice with the server time, granted and denied, and nothing about the person', async () => {
    const sent = choice();
    const before = Date.now();
    const res = await request(ctx.app)
      .post('/api/consent')
      .set('X-Forwarded-For', '198.51.100.23')
      .send(sent);
    expect(res.status).toBe(201);
    const record = consentRecordSchema.parse(res.body);
    expect(record).toMatchObject({
      consentId: sent.consentId,
      granted: ['necessary', 'statistics'],
      denied: ['marketing'],
      revision: sent.revision,
      action: 'save-selection',
      language: 'es',
      country: 'ES',
    });
    expect(Date.parse(record.timestamp)).toBeGreaterThanOrEqual(before - 1000);

    const row = await ctx.db('consent_log').where({ id: record.id }).first();
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'consent_id',
        'created_at',
        'granted',
        'denied',
        'revision',
        'action',
        'country',
        'language',
      ].sort(),
    );
    expect(JSON.stringify(row)).not.toContain('198.51.100.23');
  });

  it('records a change and a withdrawal under the same consent id, in order', async () => {
    const consentId = randomUUID();
    const steps = [
      { categories: { statistics: true, marketing: true }, action: 'accept-all' },
      { categories: { statistics: true, marketing: false }, action: 'save-selection' },
      { categories: { statistics: false, marketing: false }, action: 'reject-all' },
    ];
    for (const step of steps) {
      const res = await request(ctx.app)
        .post('/api/consent')
        .send(choice({ consentId, ...step }));
      expect(res.status).toBe(201);
    }
    const rows = await ctx.db('consent_log').where({ consent_id: consentId }).orderBy('created_at');
    expect(
      rows.map((row) => [JSON.parse(row.granted), JSON.parse(row.denied), row.action]),
    ).toEqual([
      [['necessary', 'statistics', 'marketing'], [], 'accept-all'],
      [['necessary', 'statistics'], ['marketing'], 'save-selection'],
      [['necessary'], ['statistics', 'marketing'], 'reject-all'],
    ]);
  });

  it.each([
    ['a missing category', { categories: { statistics: true } }, 'categories.marketing'],
    [
      'a category that is no boolean',
      { categories: { statistics: 'yes', marketing: false } },
      'categories.statistics',
    ],
    ['no categories at all', { categories: undefined }, 'categories'],
    ['a consent id that is no UUID', { consentId: 'abc' }, 'consentId'],
    [
      'the nil UUID as consent id',
      { consentId: '00000000-0000-0000-0000-000000000000' },
      'consentId',
    ],
    ['a revision that is no hash', { revision: 'v1' }, 'revision'],
    ['a revision with a control character', { revision: '0123456789abcde\u0000' }, 'revision'],
    ['an unknown action', { action: 'ignore' }, 'action'],
    ['an unknown language', { language: 'en' }, 'language'],
    ['a missing language', { language: undefined }, 'language'],
    ['an unknown country', { country: 'US' }, 'country'],
  ])(
    'refuses %s with 400 and a readable message, storing nothing',
    async (_label, change, field) => {
      const before = Number((await ctx.db('consent_log').count({ n: '*' }))[0]?.n);
      const res = await request(ctx.app).post('/api/consent').send(choice(change));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.message.length).toBeGreaterThan(5);
      expect(Object.keys(res.body.fields)).toContain(field);
      expect(Number((await ctx.db('consent_log').count({ n: '*' }))[0]?.n)).toBe(before);
    },
  );
});

const pixelRow = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Meta Pixel',
  script_content: 'void 0;',
  pixel_type: 'advertising',
  is_active: true,
  category: 'marketing',
  vendor: 'Meta Platforms Ireland Ltd.',
  purpose_de: 'Werbung auf Facebook und Instagram messen',
  purpose_es: 'Medir la publicidad en Facebook e Instagram',
  purpose_fr: null,
  cookies: JSON.stringify([
    { name: '_fbp', kind: 'cookie', lifetime: { amount: 3, unit: 'month' } },
  ]),
  ...overrides,
});

const config = async (language?: string) => {
  const res = await request(ctx.app).get(
    `/api/consent/config${language === undefined ? '' : `?language=${language}`}`,
  );
  expect(res.status).toBe(200);
  return consentConfigSchema.parse(res.body);
};

describe('GET /api/consent/config', () => {
  const pixel = pixelRow();
  beforeAll(async () => {
    await ctx.db('tracking_pixels').insert(pixel);
  });

  it("lists the three categories, necessary required, with the site's services and the active pixels", async () => {
    const de = await config();
    expect(de.language).toBe('de');
    expect(de.textsVersion).toBe(CONSENT_TEXTS_VERSION);
    expect(de.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(de.categories.map((c) => [c.id, c.required])).toEqual([
      ['necessary', true],
      ['statistics', false],
      ['marketing', false],
    ]);
    const [necessary, statistics, marketing] = de.categories;
    expect(necessary?.services.map((s) => s.id)).toEqual(['consent', 'preferences', 'board-votes']);
    expect(statistics?.services.map((s) => s.id)).toEqual([
      'visitor-count',
      'campaign-attribution',
    ]);
    // Issue 37: the attribution cookie is listed in the settings' table.
    expect(statistics?.services[1]?.storage).toEqual([
      { name: 'hello_attribution', kind: 'cookie', lifetime: { amount: 90, unit: 'day' } },
    ]);
    expect(statistics?.services[0]?.storage).toContainEqual({
      name: 'visitor_id',
      kind: 'cookie',
      lifetime: { amount: 30, unit: 'day' },
    });
    // The seeded examples are inactive: only the active pixel is listed.
    expect(marketing?.services).toEqual([
      {
        id: pixel.id,
        name: 'Meta Pixel',
        vendor: 'Meta Platforms Ireland Ltd.',
        purpose: 'Werbung auf Facebook und Instagram messen',
        storage: [{ name: '_fbp', kind: 'cookie', lifetime: { amount: 3, unit: 'month' } }],
        origins: [],
      },
    ]);
  });

  it('answers in the requested language, a missing translation in German, with one revision for all', async () => {
    const [de, es, fr] = [await config('de'), await config('ES'), await config('fr')];
    expect(es.categories[0]?.services[0]?.name).toBe('Consentimiento');
    expect(es.categories[2]?.services[0]?.purpose).toBe(
      'Medir la publicidad en Facebook e Instagram',
    );
    expect(fr.categories[2]?.services[0]?.purpose).toBe(
      'Werbung auf Facebook und Instagram messen',
    );
    expect(new Set([de.revision, es.revision, fr.revision]).size).toBe(1);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await request(ctx.app).get('/api/consent/config?language=en');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('language');
  });

  it('keeps its revision while nothing changes and changes it with any pixel detail a visitor is told', async () => {
    const revision = async () => (await config()).revision;
    const original = await revision();
    expect(await revision()).toBe(original);

    const changes: Record<string, unknown>[] = [
      { category: 'statistics' },
      { vendor: 'Meta Platforms Inc.' },
      { name: 'Facebook Pixel' },
      { purpose_fr: 'Mesurer la publicité' },
      {
        cookies: JSON.stringify([
          { name: '_fbp', kind: 'cookie', lifetime: { amount: 90, unit: 'day' } },
        ]),
      },
      { is_active: false },
    ];
    const seen = new Set([original]);
    for (const change of changes) {
      await ctx.db('tracking_pixels').where({ id: pixel.id }).update(change);
      const changed = await revision();
      expect(seen.has(changed)).toBe(false);
      seen.add(changed);
    }
    // Back as it was: the same revision as before (a hash, not a counter).
    await ctx
      .db('tracking_pixels')
      .where({ id: pixel.id })
      .update(pixelRow({ id: pixel.id }));
    expect(await revision()).toBe(original);

    // A pixel switched on is a new service: asked again.
    await ctx.db('tracking_pixels').insert(pixelRow({ name: 'Second pixel' }));
    expect(await revision()).not.toBe(original);
  });
});

describe('consentRevision', () => {
  const services: ConsentServiceDefinition[] = [...FIRST_PARTY_SERVICES];

  it('is stable for the same services and texts version', () => {
    expect(consentRevision(services, '1')).toBe(consentRevision([...services], '1'));
  });

  it('changes with the texts version', () => {
    expect(consentRevision(services, '1')).not.toBe(consentRevision(services, '2'));
  });

  it('changes with a service text in any language or a storage lifetime', () => {
    const [first, ...rest] = services as [ConsentServiceDefinition, ...ConsentServiceDefinition[]];
    const purpose = { ...first.purpose, fr: `${first.purpose.fr} !` };
    const storage = first.storage.map((entry) => ({ ...entry, lifetime: 'session' as const }));
    const base = consentRevision(services, '1');
    expect(consentRevision([{ ...first, purpose }, ...rest], '1')).not.toBe(base);
    expect(consentRevision([{ ...first, storage }, ...rest], '1')).not.toBe(base);
  });
});
