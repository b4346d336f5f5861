import type { RequestHandler } from 'express';
import { matchPath } from 'react-router-dom';
import { createQueryClient, parseLocale, toLocale } from 'shared-ui';
import type { SiteTable } from '../src/features/sections/siteTable';
import { toFetchRequest } from './render/toFetchRequest';

/** The accepted file at `path` (below the locale) and its parameters, if a section has one. */
export function findSectionFile(files: SiteTable['files'], path: string) {
  for (const [section, list] of files) {
    for (const file of list) {
      const match = matchPath({ path: `/${file.path}`, end: true }, `/${path}`);
      if (match) return { section, file, params: match.params };
    }
  }
  return undefined;
}

/** Headers that describe the bytes as sent, which Express sets itself. */
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

/**
 * Files sections make themselves (SectionDeclaration.files, e.g. the
 * Verifactu PDF guide): `GET /{locale}/{path}` runs the file's `respond` on
 * this server with the locale and the API, and sends its answer. Any other
 * path, a locale that is none, or a country the file is not offered in goes
 * on to the next handler (for a path with an extension: 404). A `respond`
 * that throws (its data unreachable) is answered 503, never with a page.
 */
export function sectionFiles(table: () => Promise<SiteTable>): RequestHandler {
  return async (req, res, next) => {
    const [, localeSegment, ...rest] = req.path.split('/');
    const locale = parseLocale(localeSegment);
    if (!locale || rest.length === 0) return next();
    let found: ReturnType<typeof findSectionFile>;
    try {
      found = findSectionFile((await table()).files, rest.join('/'));
    } catch (error) {
      return next(error);
    }
    if (!found) return next();
    const { file, params } = found;
    if (file.countries && !file.countries.includes(locale.country)) return next();
    try {
      const answer = await file.respond({
        params: { ...params, locale: localeSegment },
        request: toFetchRequest(req, res),
        queryClient: createQueryClient(),
        locale: { ...locale, locale: toLocale(locale.language, locale.country) },
      });
      res.status(answer.status);
      answer.headers.forEach((value, name) => {
        if (!OWN_HEADERS.has(name)) res.setHeader(name, value);
      });
      // Express answers 304 itself when If-None-Match names the file's ETag.
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      console.error(`[sections] file ${file.id} could not be made:`, error);
      if (res.headersSent) return void res.end();
      res
        .status(503)
        .setHeader('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Service Unavailable');
    }
  };
}
