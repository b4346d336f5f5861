import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { metricsUrl } from 'server-kit/metrics';
import { folderName, MANIFEST_FILE } from '../src/backup/manifest';
import { insertDeliveries } from '../src/data/deliveries';
import { toDbTimestamp } from '../src/data/rows';
import type { MailMessage } from '../src/mail/mailer';
import { serveApiMetrics } from '../src/metrics/listener';
import { setupTestApp } from './support/app';
import { routingOf, system } from './support/routing';

/** The newsletter's confirmation mails, kept to confirm with their link. */
const mails: MailMessage[] = [];
const mailer = { send: async (mail: MailMessage) => void mails.push(mail) };
const ctx = setupTestApp({ metrics: true, newsletter: { mailer } });
let listener: Server;
let backupDir: string;

beforeAll(async () => {
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hello-metrics-backups-'));
  listener = await serveApiMetrics(ctx.db, { port: 0, host: '127.0.0.1' }, backupDir);
});
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  await fs.rm(backupDir, { recursive: true, force: true });
});

const scrape = async () => {
  const res = await fetch(metricsUrl(listener));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

/** The value of one series, its labels in any order; undefined when absent. */
const valueOf = (text: string, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) &&
        wanted.every((pair) => row.slice(0, row.indexOf('}')).includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

const ebookId = '10000000-0000-4000-8000-000000000002';

describe('the API metrics', () => {
  it('label requests with the route template, never the path asked for', async () => {
    const missing = randomUUID();
    expect((await request(ctx.app).get(`/api/ebooks/${ebookId}`)).status).toBe(200);
    expect((await request(ctx.app).get(`/api/ebooks/${missing}`)).status).toBe(404);
    const junk = `/api/nothing-here-${randomUUID()}`;
    expect((await request(ctx.app).get(junk)).status).toBe(404);

    const text = await scrape();
    const series = 'http_server_request_duration_seconds_count';
    const route = { http_request_method: 'GET', http_route: '/api/ebooks/:id' };
    expect(valueOf(text, series, { ...route, http_response_status_class: '2xx' })).toBe(1);
    expect(valueOf(text, series, { ...route, http_response_status_class: '4xx' })).toBe(1);
    expect(
      valueOf(text, series, { http_route: 'unmatched', http_response_status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    for (const raw of [ebookId, missing, junk]) expect(text).not.toContain(raw);
  });

  it('counts the response cache: the second identical GET is a hit', async () => {
    const before = await scrape();
    const hits = (text: string) =>
      valueOf(text, 'api_response_cache_requests_total', { result: 'hit' }) ?? 0;
    const url = `/api/ebooks?language=de&metrics=${randomUUID()}`;
    expect((await request(ctx.app).get(url)).status).toBe(200);
    expect((await request(ctx.app).get(url)).status).toBe(200);
    expect(hits(await scrape()) - hits(before)).toBe(1);
  });

  it('counts a stored lead under its kind', async () => {
    const leads = (text: string) => valueOf(text, 'leads_created_total', { kind: 'email' }) ?? 0;
    const before = leads(await scrape());
    const res = await request(ctx.app).post('/api/email/capture').send({
      visitorId: randomUUID(),
      email: 'metrics@example.de',
      ebookCategory: 'Facebook',
      ebookId,
    });
    expect(res.status).toBe(201);
    expect(leads(await scrape())).toBe(before + 1);
  });

  it('counts a newsletter subscription as a lead once it is confirmed', async () => {
    const leads = (text: string) =>
      valueOf(text, 'leads_created_total', { kind: 'newsletter' }) ?? 0;
    const before = leads(await scrape());
    const email = `metrics-${randomUUID()}@example.de`;
    const res = await request(ctx.app)
      .post('/api/email/capture')
      .send({ email, newsletterOptIn: true, ebookCategory: 'Facebook', ebookId });
    expect(res.status).toBe(201);
    for (let tries = 0; !mails.some((mail) => mail.to === email) && tries < 50; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leads(await scrape())).toBe(before);

    const text = mails.find((mail) => mail.to === email)!.text;
    const token = new URL(/https?:\/\/\S*bestaetigen\S*/.exec(text)![0]).searchParams.get('token');
    expect((await request(ctx.app).post('/api/newsletter/confirm').send({ token })).status).toBe(
      200,
    );
    expect(leads(await scrape())).toBe(before + 1);
  });

  it('shows the outbox backlog, the database pool and query times, and the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/^outbox_oldest_due_age_seconds \d/m);
    // The lead above left a lead.created event not yet fanned out (no worker runs here).
    expect(valueOf(text, 'outbox_backlog', { stage: 'event' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'outbox_backlog', { stage: 'delivery' })).toBe(0);
    expect(
      valueOf(text, 'db_client_connection_count', { db_client_connection_state: 'used' }),
    ).toBeGreaterThanOrEqual(0);
    expect(
      valueOf(text, 'db_client_operation_duration_seconds_count', { db_operation_name: 'insert' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('ages the outbox by its oldest due work', async () => {
    const twoMinutesAgo = toDbTimestamp(new Date(Date.now() - 120_000));
    await ctx.db('outbox_events').where({ routed: false }).update({ created_at: twoMinutesAgo });
    const age = Number(/^outbox_oldest_due_age_seconds (\S+)$/m.exec(await scrape())?.[1]);
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
  });

  it('counts the deliveries an enabled destination is waiting for, aged by the oldest due', async () => {
    const destination = await routingOf(ctx.db).addSalesMail(system, {
      email: 'ventas@example.es',
      language: 'es',
      rules: { leadTypes: [], countries: [], products: [] },
    });
    const events: { id: string }[] = await ctx.db('outbox_events').where({ routed: false });
    expect(events.length).toBeGreaterThan(0);
    const ninetySecondsAgo = new Date(Date.now() - 90_000);
    await ctx.db.transaction((trx) =>
      insertDeliveries(
        trx,
        events.map(({ id }) => ({ eventId: id, destinationId: destination.id })),
        events.map(({ id }) => id),
        ninetySecondsAgo,
      ),
    );
    const text = await scrape();
    expect(valueOf(text, 'outbox_backlog', { stage: 'event' })).toBe(0);
    expect(valueOf(text, 'outbox_backlog', { stage: 'delivery' })).toBe(events.length);
    const age = Number(/^outbox_oldest_due_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });

  it('date the newest complete backup in BACKUP_DIR by its manifest: 0 with none, NaN when unreadable', async () => {
    const newest = () =>
      Number(/^backup_newest_timestamp_seconds (\S+)$/m.exec(text)?.[1] ?? 'absent');
    let text = await scrape();
    expect(newest()).toBe(0);

    const backupAt = async (createdAt: Date, manifest?: string) => {
      const folder = path.join(backupDir, folderName(createdAt, 'sqlite'));
      await fs.mkdir(folder);
      const valid = { format: 1, createdAt: createdAt.toISOString(), database: 'sqlite' };
      await fs.writeFile(
        path.join(folder, MANIFEST_FILE),
        manifest ?? JSON.stringify({ ...valid, schemaVersion: '0001', tables: { leads: 3 } }),
      );
    };
    const older = new Date('2026-03-01T02:00:00.000Z');
    const newer = new Date('2026-03-02T02:00:00.000Z');
    await backupAt(newer);
    await backupAt(older);
    // A backup still being written (its dot name) is not a backup yet.
    await fs.mkdir(path.join(backupDir, `.${folderName(new Date(), 'sqlite')}.partial`));
    text = await scrape();
    expect(newest()).toBe(newer.getTime() / 1000);

    await backupAt(new Date('2026-03-03T02:00:00.000Z'), '{ not json');
    text = await scrape();
    expect(newest()).toBeNaN();
  });

  it('are not served by the public app, and the listener serves nothing else', async () => {
    expect((await request(ctx.app).get('/metrics')).status).toBe(404);
    expect((await fetch(metricsUrl(listener).replace('/metrics', '/healthz'))).status).toBe(404);
  });
});
