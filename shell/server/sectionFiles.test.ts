/**
 * @jest-environment node
 */
import express from 'express';
import request from 'supertest';
import type { SectionFile, SectionLoaderArgs } from 'shared-ui';
import type { SiteTable } from '../src/features/sections/siteTable';
import { sectionFiles } from './sectionFiles';

function serve(file: Omit<SectionFile, 'id' | 'path'>) {
  const guide: SectionFile = {
    id: 'verifactu.guide',
    path: 'hellocash/verifactu/leitfaden.pdf',
    ...file,
  };
  const files: SiteTable['files'] = new Map([['verifactu', [guide]]]);
  const app = express();
  app.get(
    '/{*path}',
    sectionFiles(async () => ({ files }) as SiteTable),
  );
  app.get('/{*path}', (_req, res) => {
    res.status(404).send('next');
  });
  return app;
}

const pdf = (args: SectionLoaderArgs) =>
  new Response(`%PDF- ${args.locale.language} ${args.locale.country}`, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="leitfaden.pdf"',
      'Cache-Control': 'public, max-age=3600',
      ETag: `"guide-${args.locale.language}"`,
    },
  });

describe("sections' files on the shell's server", () => {
  it("answers the file with the section's headers, in the locale's language", async () => {
    const respond = jest.fn(async (args: SectionLoaderArgs) => pdf(args));
    const res = await request(serve({ respond })).get('/fr_ES/hellocash/verifactu/leitfaden.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leitfaden.pdf"');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.toString()).toBe('%PDF- fr ES');
    expect(respond.mock.calls[0]?.[0].locale).toEqual({
      language: 'fr',
      country: 'ES',
      locale: 'fr_ES',
    });
  });

  it('answers 304 to a request that names its ETag', async () => {
    const res = await request(serve({ respond: async (args) => pdf(args) }))
      .get('/de_ES/hellocash/verifactu/leitfaden.pdf')
      .set('If-None-Match', '"guide-de"');
    expect(res.status).toBe(304);
  });

  it('leaves other paths, a false locale and a country it is not offered in to the next handler', async () => {
    const app = serve({ respond: async (args) => pdf(args), countries: ['ES'] });
    for (const path of [
      '/de_ES/hellocash/verifactu/anderes.pdf',
      '/xx_ES/hellocash/verifactu/leitfaden.pdf',
      '/de_DE/hellocash/verifactu/leitfaden.pdf',
      '/hellocash/verifactu/leitfaden.pdf',
    ]) {
      const res = await request(app).get(path);
      expect([path, res.status, res.text]).toEqual([path, 404, 'next']);
    }
  });

  it('answers 503, not a broken file, when the section cannot make it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(
      serve({
        respond: async () => {
          throw new Error('API down');
        },
      }),
    ).get('/es_ES/hellocash/verifactu/leitfaden.pdf');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logged).toHaveBeenCalledWith(
      '[sections] file verifactu.guide could not be made:',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
