import request from 'supertest';
import type { StaffRole, StaffUser } from 'contracts';
import type { AppOptions } from '../../src/app';
import type { Db } from '../../src/db/connection';
import { createServices } from '../../src/services';
import { defaultRetentionPolicy, type RetentionPolicy } from '../../src/services/console/retention';
import { quiet } from './test-db';
import { setupTestApp } from './app';

/** The site's origin in the console tests (PUBLIC_ORIGIN). */
export const SITE_ORIGIN = 'https://www.hello-site.example';

/** A password that passes every rule; each member gets their own via passwordOf. */
export const passwordOf = (username: string) => `Kaffee und Kuchen am Morgen (${username.length})`;

/** A clock the tests move by hand: sessions, throttling, retention and the numbers read it. */
export class TestClock {
  private ms: number;
  constructor(start = '2026-03-10T09:00:00.000Z') {
    this.ms = Date.parse(start);
  }
  readonly now = () => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** setupTestApp with the console wired to a TestClock and the test origin. */
export function setupConsoleApp(options: Omit<AppOptions, 'db'> = {}) {
  const clock = new TestClock();
  const ctx = setupTestApp({
    ...options,
    admin: { clock: clock.now, allowedOrigins: [SITE_ORIGIN], ...options.admin },
  });
  return Object.assign(ctx, { clock });
}

export type ConsoleTestApp = ReturnType<typeof setupConsoleApp>;

let counter = 0;
/** A unique username per call (tests share one database per file). */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** Creates a member the way the CLI does (audited as the command line). */
export async function createMember(
  db: Db,
  role: StaffRole,
  { username = uniqueName(role), clock }: { username?: string; clock?: TestClock } = {},
): Promise<StaffUser & { password: string }> {
  const { admin } = createServices(db, clock ? { clock: clock.now } : {}, quiet);
  const password = passwordOf(username);
  const user = await admin.staff.create(
    { kind: 'cli', name: 'test' },
    { username, role, password },
  );
  return { ...user, password };
}

export type Agent = ReturnType<typeof request.agent>;

/** A browser on the site's origin: keeps cookies, sends Origin and Sec-Fetch-Site like Chromium. */
export function browser(app: Parameters<typeof request.agent>[0]): Agent {
  return request.agent(app).set('Origin', SITE_ORIGIN).set('Sec-Fetch-Site', 'same-origin');
}

/** A browser signed in as the member. */
export async function signedIn(
  app: Parameters<typeof request.agent>[0],
  member: { username: string; password: string },
): Promise<Agent> {
  const agent = browser(app);
  const res = await agent
    .post('/api/admin/sign-in')
    .send({ username: member.username, password: member.password });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** One browser signed in per role that reads the console's reports: who may, who gets 403. */
export async function signedInRoles(ctx: ConsoleTestApp) {
  const [admin, editor, sales] = await Promise.all(
    (['admin', 'editor', 'sales'] as const).map(async (role) =>
      signedIn(ctx.app, await createMember(ctx.db, role)),
    ),
  );
  return { admin: admin!, editor: editor!, sales: sales! };
}

/** The retention job at the test's clock, with the default policy but for what is given. */
export function retentionWith(ctx: ConsoleTestApp, policy: Partial<RetentionPolicy>) {
  return createServices(
    ctx.db,
    { clock: ctx.clock.now, retention: { ...defaultRetentionPolicy, ...policy } },
    quiet,
  ).admin.retention;
}

/** The Set-Cookie line of the session cookie, if the answer sets one. */
export const sessionCookieOf = (res: request.Response): string | undefined =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => /^(__Host-)?hello_console=/.test(line));

/** Signs in and returns the `name=value` of the session cookie (for requests without an agent). */
export async function signInCookie(
  app: Parameters<typeof request.agent>[0],
  member: { username: string; password: string },
): Promise<string> {
  const res = await browser(app)
    .post('/api/admin/sign-in')
    .send({ username: member.username, password: member.password });
  const cookie = sessionCookieOf(res)?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}
