import type { RequestHandler } from 'express';

/**
 * A page has one URL: `/de_DE/roadmap/` answers 301 to `/de_DE/roadmap`
 * (query kept), so search engines never see the same page under two
 * canonical URLs. Only pages come here (files and the API are answered
 * before), and `/` itself stays. Leading slashes are collapsed so that
 * `//elsewhere.example/` cannot become a redirect off the site.
 */
export function withoutTrailingSlash(): RequestHandler {
  return (req, res, next) => {
    if (req.path === '/' || !req.path.endsWith('/')) return next();
    const queryAt = req.originalUrl.indexOf('?');
    const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
    res.redirect(301, `/${req.path.replace(/^\/+|\/+$/g, '')}${search}`);
  };
}
