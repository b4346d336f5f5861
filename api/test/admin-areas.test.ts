import { CONSOLE_AREAS, CONSOLE_PAGES, mayOpen, STAFF_ROLES, type ConsoleAreaKey } from 'contracts';
import { adminRouteTable, areaRoles } from '../src/web/admin/routes';

/**
 * The console's pages and its API say who may do what from one declaration
 * (contracts' CONSOLE_AREAS): a page open to a role whose API calls answer
 * 403, or a page shown "no right" to a role its API serves, is a console
 * that lies to its members. admin-access.test.ts checks that each route
 * answers exactly its roles; this checks that those are its area's.
 */
const routeName = (route: (typeof adminRouteTable)[number]) => `${route.method} ${route.path}`;

describe("the console's areas: the pages' roles are the API routes' roles", () => {
  it('puts every route but signing in into a declared area or the member’s own session', () => {
    const declared = new Set<string>([...CONSOLE_AREAS.map((area) => area.key), 'session']);
    const withoutArea = adminRouteTable.filter(
      (route) => route.roles !== 'anyone' && !declared.has(route.area ?? '(none)'),
    );
    expect(withoutArea.map(routeName)).toEqual([]);
    expect(adminRouteTable.filter((route) => route.roles === 'anyone').map(routeName)).toEqual([
      'post /api/admin/sign-in',
    ]);
  });

  it('refuses an area nobody declared instead of guessing its roles', () => {
    expect(() => areaRoles('reports' as ConsoleAreaKey)).toThrow(/No console area 'reports'/);
  });

  it('keeps the member’s own session (who, sign-out, language) open to every role', () => {
    const own = adminRouteTable.filter((route) => route.area === 'session');
    expect(own.map(routeName).sort()).toEqual([
      'get /api/admin/session',
      'post /api/admin/me/language',
      'post /api/admin/sign-out',
    ]);
    for (const route of own) expect(route.roles).toEqual(STAFF_ROLES);
  });

  it.each(CONSOLE_PAGES.map((page) => [page.key, page] as const))(
    'opens the %s page to exactly the roles its area’s API routes admit',
    (_key, page) => {
      const routes = adminRouteTable.filter((route) => route.area === page.area);
      expect(routes.length).toBeGreaterThan(0);
      for (const role of STAFF_ROLES) {
        const admitted = routes.filter((route) => route.roles.includes(role)).map(routeName);
        expect([role, admitted]).toEqual([
          role,
          mayOpen(page.key, role) ? routes.map(routeName) : [],
        ]);
      }
    },
  );
});
