import type { RemotesConfig } from './remotesConfig';
import type { SiteSnapshot } from './siteTable';
import { withoutStaffSections } from './staffSections';

const remotes: RemotesConfig = {
  feedback: { manifest: '/remotes/feedback/mf-manifest.json', prefixes: ['feedback'] },
  admin: { manifest: '/remotes/admin/mf-manifest.json', prefixes: ['admin'] },
};
const site: SiteSnapshot = {
  version: 'v1',
  sections: [
    {
      name: 'feedback',
      prefixes: ['feedback'],
      status: 'ok',
      routes: [{ id: 'feedback.form', path: 'feedback', inSitemap: true }],
    },
    {
      name: 'admin',
      prefixes: ['admin'],
      status: 'ok',
      routes: [
        { id: 'admin.dashboard', path: 'admin', inSitemap: false, staffOnly: true },
        { id: 'admin.leads', path: 'admin/leads', inSitemap: false, staffOnly: true },
      ],
    },
  ],
  menu: [],
};

describe("a visitor's page", () => {
  it('names no section whose pages are all for staff', () => {
    const shown = withoutStaffSections(remotes, site);
    expect(Object.keys(shown.remotes)).toEqual(['feedback']);
    expect(shown.site.sections.map((section) => section.name)).toEqual(['feedback']);
    expect(shown.site.version).toBe('v1');
    expect(JSON.stringify(shown)).not.toContain('admin');
  });

  it('keeps a section with a page for visitors, and a failed section without known routes', () => {
    const mixed: SiteSnapshot = {
      ...site,
      sections: [
        {
          ...site.sections[1]!,
          routes: [...site.sections[1]!.routes, site.sections[0]!.routes[0]!],
        },
        { name: 'broken', prefixes: ['broken'], status: 'failed', routes: [] },
      ],
    };
    const shown = withoutStaffSections(remotes, mixed);
    expect(shown.site.sections.map((section) => section.name)).toEqual(['admin', 'broken']);
  });
});
