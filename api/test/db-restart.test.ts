import request from 'supertest';
import { createApp } from '../src/app';
import { createDb, mysqlConfig, type Db } from '../src/db/connection';
import { prepareDatabase } from '../src/db/migrate';
import {
  mariadbInstalled,
  removeMariadb,
  restartMariadb,
  startMariadb,
  stopMariadb,
  type MariadbServer,
} from './support/throwaway-mariadb';
import { quiet, testDbKind } from './support/test-db';

/**
 * A database server of its own, stopped and started again: the suite's shared
 * one serves the test files running beside this one. Needs a local mariadbd
 * (the api-mariadb project only).
 */
const applies = testDbKind() === 'mariadb' && mariadbInstalled();
let server: MariadbServer;
let db: Db;
let app: ReturnType<typeof createApp>;

(applies ? describe : describe.skip)('database stopped and restarted', () => {
  beforeAll(async () => {
    server = await startMariadb();
    const root = createDb(mysqlConfig(server.url), quiet);
    try {
      await root.raw('CREATE DATABASE hello CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    } finally {
      await root.destroy();
    }
    db = createDb(mysqlConfig(`${server.url}/hello`), quiet);
    await prepareDatabase(db);
    app = createApp({ db, rateLimit: false });
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    if (server) await removeMariadb(server);
  });

  it('answers 503 while the database is down and recovers by itself', async () => {
    expect((await request(app).get('/readyz')).status).toBe(200);
    await stopMariadb(server);
    try {
      const started = Date.now();
      const down = await request(app).get('/api/tracking-pixels/active');
      expect(down.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await request(app).get('/readyz')).status).toBe(503);
    } finally {
      server = await restartMariadb(server);
    }
    expect((await request(app).get('/readyz')).status).toBe(200);
    const res = await request(app)
      .post('/api/feedback')
      .send({ feedbackText: 'Wieder da nach dem Neustart' });
    expect(res.status).toBe(201);
  });
});
