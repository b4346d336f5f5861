import { CONSOLE_AREAS, CONSOLE_PAGES, consolePage, mayOpen } from './index';

describe("the console's declaration of areas and pages", () => {
  it('names each page and path once: a second one would never be routed or linked', () => {
    const keys = CONSOLE_PAGES.map((page) => page.key);
    const paths = CONSOLE_PAGES.map((page) => page.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps every page below the console's prefix (remotes.json grants the remote `admin` only that)", () => {
    for (const { path } of CONSOLE_PAGES) expect(path).toMatch(/^admin(\/|$)/);
  });

  it('lists each area before its subpages, which share its group and roles', () => {
    expect(CONSOLE_PAGES.map((page) => page.key).slice(0, 9)).toEqual([
      'dashboard',
      'leads',
      'lead',
      'contact',
      'campaigns',
      'vitals',
      'board',
      'boardEntries',
      'boardEntry',
    ]);
    expect(consolePage('boardEntry')).toEqual({
      key: 'boardEntry',
      path: 'admin/board/entries/:id',
      area: 'board',
      group: 'board',
      roles: ['admin', 'editor'],
      inNav: false,
    });
    // Only a page that needs a record (one lead, its contact, one entry) is out of the navigation.
    expect(CONSOLE_PAGES.filter((page) => !page.inNav).map((page) => page.key)).toEqual([
      'lead',
      'contact',
      'boardEntry',
    ]);
    expect(consolePage('lead')).toMatchObject({ area: 'leads', roles: ['admin', 'sales'] });
    expect(consolePage('routingDeliveries')).toMatchObject({
      area: 'routing',
      group: 'settings',
      roles: ['admin'],
      inNav: true,
    });
    expect(CONSOLE_AREAS.length).toBe(
      CONSOLE_PAGES.filter((page) => page.key === page.area).length,
    );
  });

  it('opens a page to the roles of its area only', () => {
    expect(mayOpen('leads', 'sales')).toBe(true);
    expect(mayOpen('leads', 'editor')).toBe(false);
    expect(mayOpen('campaigns', 'sales')).toBe(true);
    expect(mayOpen('campaigns', 'admin')).toBe(true);
    expect(mayOpen('campaigns', 'editor')).toBe(false);
    expect(mayOpen('boardEntries', 'editor')).toBe(true);
    expect(mayOpen('boardEntries', 'sales')).toBe(false);
    expect(mayOpen('dashboard', 'sales')).toBe(true);
    expect(mayOpen('staff', 'editor')).toBe(false);
  });
});
