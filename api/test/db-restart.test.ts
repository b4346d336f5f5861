import request from 'supertest';
import { setupTestApp } from './support/app';
import { suiteMariadb } from './support/throwaway-mariadb';
import { testDbKind } from './support/test-db';

const ctx = setupTestApp();
const server = suiteMariadb();
// Only the suite's own throwaway MariaDB may be stopped; on SQLite, or against
// TEST_MYSQL_URL / a shared server, this check does not apply.
const applies = testDbKind() === 'mariadb' && server !== undefined;

(applies ? describe : describe.skip)('database stopped and restarted', () => {
  it('answers 503 while the database is down and recovers by itself', async () => {
    expect((await request(ctx.app).get('/readyz')).status).toBe(200);
    await server!.stop();
    try {
      const started = Date.now();
      const down = await request(ctx.app).get('/api/tracking-pixels/active');
      expect(down.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await request(ctx.app).get('/readyz')).status).toBe(503);
    } finally {
      await server!.start();
    }
    expect((await request(ctx.app).get('/readyz')).status).toBe(200);
    const res = await request(ctx.app)
      .post('/api/feedback')
      .send({ feedbackText: 'Wieder da nach dem Neustart' });
    expect(res.status).toBe(201);
  });
});
