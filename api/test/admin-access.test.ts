import request from 'supertest';
import { STAFF_ROLES, adminMessages, apiErrorSchema, type StaffRole } from 'contracts';
import { adminRouteTable } from '../src/web/admin/routes';
import { adminExampleFor, adminRouteKey } from './support/admin-route-examples';
import {
  SITE_ORIGIN,
  browser,
  createMember,
  setupConsoleApp,
  signedIn,
  type Agent,
} from './support/console';

/**
 * Who may call what, generated from the route table: every console route ×
 * no session and every role. Without a session: 401 (signing in aside); a
 * role the row lists: the route's success answer, in its contract's exact
 * shape; any other role: 403. Every answer is JSON (the export: CSV) and
 * Cache-Control: no-store.
 */
const ctx = setupConsoleApp();
type Caller = 'nobody' | StaffRole;
const callers: Caller[] = ['nobody', ...STAFF_ROLES];

const members = {} as Record<StaffRole, { username: string; password: string }>;
beforeAll(async () => {
  for (const role of STAFF_ROLES) members[role] = await createMember(ctx.db, role);
});

/** A fresh browser per cell: sign-out, a disabled target and the like cannot leak into the next. */
const as = async (caller: Caller): Promise<Agent> =>
  caller === 'nobody' ? browser(ctx.app) : signedIn(ctx.app, members[caller]);

function expectedStatus(route: (typeof adminRouteTable)[number], caller: Caller): number {
  const success = Number(Object.keys(route.responses)[0]);
  if (route.roles === 'anyone') return success;
  if (caller === 'nobody') return 401;
  return route.roles.includes(caller) ? success : 403;
}

const cells = adminRouteTable.flatMap((route) =>
  callers.map(
    (caller) => [adminRouteKey(route), caller, expectedStatus(route, caller), route] as const,
  ),
);

describe('every console route × every caller', () => {
  it.each(cells)('%s as %s → %i', async (_key, caller, status, route) => {
    const example = await adminExampleFor(route)(ctx.db);
    const agent = await as(caller);
    const res =
      route.method === 'get'
        ? await agent.get(example.url)
        : await agent.post(example.url).send(example.body);
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    if (status >= 400) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(apiErrorSchema.parse(res.body).message).toBe(
        status === 401 ? adminMessages.notSignedIn : adminMessages.forbidden,
      );
      return;
    }
    if (route.produces) {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return;
    }
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const parsed = route.responses[status]?.safeParse(res.body);
    expect(parsed?.error?.issues ?? []).toEqual([]);
    expect(parsed?.data).toEqual(res.body); // nothing beyond the contract leaves the API
  });
});

describe('paths that do not exist', () => {
  const paths = [
    '/api/admin',
    '/api/admin/',
    '/api/admin/nichts',
    '/api/admin/users/1/2/3',
    '/api/admin/leads/export.xlsx',
  ];
  const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

  it.each(paths.flatMap((path) => methods.map((method) => [method, path] as const)))(
    '%s %s: 401 without a session, 404 with one, never cached',
    async (method, path) => {
      const client = request(ctx.app);
      const anonymous = await client[method](path).set('Origin', SITE_ORIGIN);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: adminMessages.notSignedIn });
      expect(anonymous.headers['cache-control']).toBe('no-store');

      const agent = await signedIn(ctx.app, members.admin);
      const res = await agent[method](path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers a method a console path does not have: 401 without a session, 405 with Allow after', async () => {
    expect((await request(ctx.app).get('/api/admin/sign-out')).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/sign-in')).status).toBe(401);
    const agent = await signedIn(ctx.app, members.editor);
    const res = await agent.delete('/api/admin/users');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await agent.get('/api/admin/sign-out')).headers.allow).toBe('POST, OPTIONS');
  });

  it('leaves paths merely starting with /api/admin to the public API', async () => {
    const res = await request(ctx.app).get('/api/administration');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
