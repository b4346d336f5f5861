import fc from 'fast-check';
import { apiErrorSchema, pixelMessages, textFieldMessages } from 'contracts';
import { insertTrackingPixel } from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Tracking pixels in the console: admins only (editors and sales get 403),
 * validated with a message per field, a stale edit refused with 409, every
 * change audit-logged with before/after, and the public answers (active
 * pixels, consent configuration and its revision) changed on the very next
 * request, although they are otherwise served from the response cache.
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let admin: Agent;
let adminId: string;
let editor: Agent;
let sales: Agent;

beforeAll(async () => {
  const member = await createMember(ctx.db, 'admin');
  adminId = member.id;
  admin = await signedIn(ctx.app, member);
  editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const validPixel = {
  name: 'Matomo',
  vendor: 'InnoCraft Ltd.',
  type: 'analytics',
  category: 'statistics',
  position: 'head',
  script: "window._paq = window._paq || [];\n_paq.push(['trackPageView']);",
};

const auditOf = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).orderBy('created_at', 'desc').first();

const publicPixels = async () =>
  (await admin.get('/api/tracking-pixels/active')).body as { id: string; scriptContent: string }[];
const revision = async () => (await admin.get('/api/consent/config')).body.revision as string;

describe('a script at its maximum', () => {
  it('is stored exactly in four-byte characters (80,000 bytes: more than MySQL TEXT holds)', async () => {
    const script = `// ${'😀'.repeat(19_997)}`;
    const created = await admin.post('/api/admin/pixels').send({ ...validPixel, script });
    expect(created.status).toBe(201);
    expect((await admin.get(`/api/admin/pixels/${created.body.id}`)).body.script).toBe(script);
  });
});

describe('who may manage pixels', () => {
  it.each([
    ['editor', () => editor],
    ['sales', () => sales],
  ])('%s gets 403 on every pixel route', async (_role, agent) => {
    const id = await insertTrackingPixel(ctx.db);
    const answers = await Promise.all([
      agent().get('/api/admin/pixels'),
      agent().get(`/api/admin/pixels/${id}`),
      agent().post('/api/admin/pixels').send(validPixel),
      agent()
        .post(`/api/admin/pixels/${id}`)
        .send({ ...validPixel, version: 1 }),
      agent().post(`/api/admin/pixels/${id}/active`).send({ active: true }),
      agent().post(`/api/admin/pixels/${id}/delete`).send({}),
    ]);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const row = await ctx.db('tracking_pixels').where({ id }).first();
    expect(row).toMatchObject({ version: 1 });
    expect(Boolean(row.is_active)).toBe(false);
  });
});

describe('an admin', () => {
  it('creates, reads, edits, activates, deactivates and deletes a pixel, each audited', async () => {
    const created = await admin.post('/api/admin/pixels').send(validPixel);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...validPixel, active: false, version: 1 });
    const id = created.body.id as string;
    expect(JSON.parse((await auditOf('pixel_created', id)).after_json)).toMatchObject(validPixel);

    const list = await admin.get('/api/admin/pixels');
    expect(list.body.map((p: { id: string }) => p.id)).toContain(id);
    expect((await admin.get(`/api/admin/pixels/${id}`)).body).toEqual(created.body);

    const script = "console.info('neu');";
    const edited = await admin
      .post(`/api/admin/pixels/${id}`)
      .send({ ...validPixel, script, active: false, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ script, version: 2 });
    const editAudit = await auditOf('pixel_updated', id);
    expect(editAudit.actor_id).toBe(adminId);
    expect(JSON.parse(editAudit.before_json)).toEqual({ script: validPixel.script });
    expect(JSON.parse(editAudit.after_json)).toEqual({ script });

    const on = await admin.post(`/api/admin/pixels/${id}/active`).send({ active: true });
    expect(on.body).toMatchObject({ active: true, version: 3 });
    expect(await auditOf('pixel_activated', id)).toMatchObject({ actor_id: adminId });
    const off = await admin.post(`/api/admin/pixels/${id}/active`).send({ active: false });
    expect(off.body).toMatchObject({ active: false, version: 4 });
    expect(JSON.parse((await auditOf('pixel_deactivated', id)).before_json)).toEqual({
      active: true,
    });

    expect((await admin.post(`/api/admin/pixels/${id}/delete`).send({})).body).toEqual({
      deleted: true,
    });
    expect((await admin.get(`/api/admin/pixels/${id}`)).status).toBe(404);
    expect(JSON.parse((await auditOf('pixel_deleted', id)).before_json)).toMatchObject({
      name: 'Matomo',
    });
  });

  it.each([
    ['name', { ...validPixel, name: '   ' }, textFieldMessages.missing('Name')],
    [
      'vendor',
      { ...validPixel, vendor: 'x'.repeat(192) },
      textFieldMessages.tooLong('Anbieter', 191),
    ],
    ['category', { ...validPixel, category: 'necessary' }, pixelMessages.categoryInvalid],
    ['position', { ...validPixel, position: 'footer' }, pixelMessages.positionInvalid],
    ['script', { ...validPixel, script: '' }, textFieldMessages.missing('Skript')],
    ['active', { ...validPixel, active: 'ja' }, pixelMessages.activeInvalid],
  ])('refuses a bad %s with its message', async (field, body, message) => {
    const res = await admin.post('/api/admin/pixels').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses an edit started on an older version with 409, keeping the other change', async () => {
    const id = await insertTrackingPixel(ctx.db);
    const first = await admin
      .post(`/api/admin/pixels/${id}`)
      .send({ ...validPixel, name: 'Erste Änderung', active: false, version: 1 });
    expect(first.status).toBe(200);
    const second = await admin
      .post(`/api/admin/pixels/${id}`)
      .send({ ...validPixel, name: 'Zweite Änderung', active: false, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(pixelMessages.editedMeanwhile);
    expect((await admin.get(`/api/admin/pixels/${id}`)).body.name).toBe('Erste Änderung');
  });

  it('answers 404 for an unknown pixel and a missing version with a message', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect((await admin.get(`/api/admin/pixels/${unknown}`)).status).toBe(404);
    const res = await admin.post(`/api/admin/pixels/${unknown}`).send(validPixel);
    expect(res.status).toBe(400);
    expect(res.body.fields.version).toBe(pixelMessages.versionInvalid);
  });
});

describe('the public site follows at once', () => {
  it('activation, an edit and deactivation change the cached public answers and the revision', async () => {
    const id = (await admin.post('/api/admin/pixels').send(validPixel)).body.id as string;
    // Read once, so both answers sit in the response cache.
    const revisionBefore = await revision();
    expect((await publicPixels()).map((p) => p.id)).not.toContain(id);

    await admin.post(`/api/admin/pixels/${id}/active`).send({ active: true });
    expect((await publicPixels()).map((p) => p.id)).toContain(id);
    const revisionActive = await revision();
    expect(revisionActive).not.toBe(revisionBefore);

    await admin.post(`/api/admin/pixels/${id}`).send({
      ...validPixel,
      vendor: 'Anderer Anbieter',
      script: 'void 0;',
      active: true,
      version: 2,
    });
    expect((await publicPixels()).find((p) => p.id === id)?.scriptContent).toBe('void 0;');
    // What the visitor was told (the vendor) changed: asked again.
    expect(await revision()).not.toBe(revisionActive);

    await admin.post(`/api/admin/pixels/${id}/active`).send({ active: false });
    expect((await publicPixels()).map((p) => p.id)).not.toContain(id);
    expect(await revision()).toBe(revisionBefore);
  });
});

describe('the origins a pixel talks to (the pages\u2019 CSP allows them)', () => {
  it('are stored lower-case, once each, and reach the active pixels and the consent configuration, not the revision', async () => {
    const created = await admin.post('/api/admin/pixels').send({
      ...validPixel,
      active: true,
      origins: [
        ' https://WWW.googletagmanager.com ',
        'https://*.google-analytics.com',
        'https://www.googletagmanager.com',
      ],
    });
    expect(created.status).toBe(201);
    const origins = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];
    expect(created.body.origins).toEqual(origins);
    expect((await publicPixels()).find((p) => p.id === created.body.id)).toMatchObject({ origins });
    const config = (await admin.get('/api/consent/config')).body as {
      categories: { services: { id: string; origins: string[] }[] }[];
    };
    const services = config.categories.flatMap((category) => category.services);
    expect(services.find((service) => service.id === created.body.id)?.origins).toEqual(origins);
    // Where the browser may connect is not what the visitor consents to: the revision stays.
    const before = await revision();
    await admin.post(`/api/admin/pixels/${created.body.id}`).send({
      ...validPixel,
      active: true,
      origins: ['https://other.example.com'],
      version: 1,
    });
    expect(await revision()).toBe(before);
    await admin.post(`/api/admin/pixels/${created.body.id}/delete`).send({});
  });

  it.each([
    ['http://insecure.example.com', 'origins.0'],
    ['https://example.com/path', 'origins.0'],
    ["https://example.com 'unsafe-inline'", 'origins.0'],
    ['https:', 'origins.0'],
    ['*', 'origins.0'],
  ])('refuses %s with the message at %s', async (origin, field) => {
    const answer = await admin.post('/api/admin/pixels').send({ ...validPixel, origins: [origin] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields[field]).toBe(pixelMessages.originInvalid);
  });

  it('refuses more than 20', async () => {
    const origins = Array.from({ length: 21 }, (_, index) => `https://v${index}.example.com`);
    const answer = await admin.post('/api/admin/pixels').send({ ...validPixel, origins });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.origins).toBe(pixelMessages.originsTooMany);
  });
});

describe('hostile bodies', () => {
  it('never answer 5xx', async () => {
    const id = await insertTrackingPixel(ctx.db);
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const keys = fc.constantFrom(...Object.keys(validPixel), 'active', 'version', '__proto__');
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(keys, value, { maxKeys: 5 }),
        fc.constantFrom('', `/${id}`, `/${id}/active`),
        async (body, suffix) => {
          const res = await admin
            .post(`/api/admin/pixels${suffix}`)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ ...validPixel, version: 1, ...body }));
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) apiErrorSchema.parse(res.body);
        },
      ),
      { numRuns: 60 },
    );
  });
});
