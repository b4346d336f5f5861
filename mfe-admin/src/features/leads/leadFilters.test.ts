import { leadExportPath, leadFilters, leadListPath } from './leadFilters';

const url = (search: string) => new URLSearchParams(search);

describe('the leads desk filter in the URL', () => {
  it('asks the API for the filters set, leaving out empty fields (all) and unknown ones', () => {
    expect(leadListPath(url('type=payment&from=&country=ES&q=%20anna%20&page=3&evil=1'))).toBe(
      '/api/admin/leads?type=payment&country=ES&q=anna',
    );
  });

  it('adds the page cursor to the list, never to the export', () => {
    const search = url('status=gewonnen&sort=email&order=asc&cursor=abc_-1&page=2');
    expect(leadListPath(search)).toBe(
      '/api/admin/leads?status=gewonnen&sort=email&order=asc&cursor=abc_-1',
    );
    expect(leadExportPath(search)).toBe(
      '/api/admin/leads/export.csv?status=gewonnen&sort=email&order=asc',
    );
  });

  it('carries the newsletter state filter to the list and the export', () => {
    expect(leadListPath(url('type=newsletter&newsletter=confirmed'))).toBe(
      '/api/admin/leads?type=newsletter&newsletter=confirmed',
    );
    expect(leadExportPath(url('newsletter=unsubscribed'))).toBe(
      '/api/admin/leads/export.csv?newsletter=unsubscribed',
    );
  });

  it('is the bare path without any filter', () => {
    expect(leadListPath(url(''))).toBe('/api/admin/leads');
    expect(leadExportPath(url('cursor=x'))).toBe('/api/admin/leads/export.csv');
    expect(leadFilters(url('type=')).size).toBe(0);
  });
});
