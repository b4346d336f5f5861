import express, { type Request, type Response, type Router } from 'express';
import { apiRequest } from 'shared-ui';
import type { SiteRoutes } from './render/siteRoutes';
import {
  robotsTxt,
  sectionSitemapEntries,
  SHELL_SITEMAP,
  shellSitemapEntries,
  sitemapIndexXml,
  urlSetXml,
} from './sitemap';

export interface CrawlerRoutesOptions {
  /** The route table of the current remotes.json. */
  site: () => Promise<SiteRoutes>;
  /** The public origin the URLs are written with. */
  originOf: (req: Request) => string;
}

const sendXml = (res: Response, xml: string) =>
  res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(xml);

/** What search engines read: the sitemap index, one sitemap per section, robots.txt. */
export function crawlerRoutes({ site, originOf }: CrawlerRoutesOptions): Router {
  const router = express.Router();
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const { table } = await site();
      // A section with nothing to list (the staff-only console) gets no child sitemap.
      const names = table.snapshot.sections
        .filter(
          (section) =>
            section.routes.some((route) => route.inSitemap) ||
            table.declarations.get(section.name)?.sitemap,
        )
        .map((section) => section.name);
      sendXml(res, sitemapIndexXml(originOf(req), names));
    } catch (error) {
      next(error);
    }
  });
  router.get('/sitemaps/:name.xml', async (req, res, next) => {
    try {
      const name = req.params.name;
      const entries =
        name === SHELL_SITEMAP
          ? shellSitemapEntries()
          : await sectionSitemapEntries((await site()).table, name, (path) =>
              apiRequest('GET', path).then((answer) => answer.json()),
            );
      if (!entries) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      sendXml(res, urlSetXml(originOf(req), entries));
    } catch (error) {
      next(error);
    }
  });
  router.get('/robots.txt', async (req, res, next) => {
    try {
      const { table } = await site();
      const staffPaths = table.snapshot.sections.flatMap((section) =>
        section.routes.filter((route) => route.staffOnly).map((route) => route.path),
      );
      res
        .type('text/plain')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(originOf(req), staffPaths));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
