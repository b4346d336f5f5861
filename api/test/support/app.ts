import { createApp, type AppOptions } from '../../src/app';
import { createTestDb, type TestDb } from './test-db';

/**
 * One database + app per test file: `const ctx = setupTestApp();` at the top of a test file, then
 * `request(ctx.app)` and `ctx.db` inside tests.
 */
export function setupTestApp(options: Omit<AppOptions, 'db'> = {}) {
  const ctx = {} as { testDb: TestDb; app: ReturnType<typeof createApp>; db: TestDb['db'] };
  beforeAll(async () => {
    ctx.testDb = await createTestDb();
    ctx.db = ctx.testDb.db;
    // Limits off unless a test turns them on: the suites send many writes from one address.
    ctx.app = createApp({
      db: ctx.db,
      rateLimit: false,
      ...options,
      board: { dailyVoteCap: false, ...options.board },
    });
  });
  afterAll(async () => {
    await ctx.testDb?.destroy();
  });
  return ctx;
}
