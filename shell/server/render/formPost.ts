import express, {
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express';
import { matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router-dom';

/**
 * Forms posted to a page (issue 15: every task works without script). The
 * page's route action runs in React Router's static handler; this file only
 * admits the body: `application/x-www-form-urlencoded` (what our forms send),
 * at most FORM_BODY_LIMIT. Anything else is answered with the site's page as
 * a GET renders it, under the status that says why (never a 5xx):
 * 405 when the page has no form, 413 too large, 415 another content type.
 */
export const FORM_BODY_LIMIT = '64kb';

type Refusal = 405 | 413 | 415;
interface FormPostState {
  body?: Buffer;
  refusal?: Refusal;
}
const STATE = 'formPost';

const readFormBody = express.raw({
  type: 'application/x-www-form-urlencoded',
  limit: FORM_BODY_LIMIT,
});

/** The route handler for POST on page paths; `render` answers like a GET would (renderPage). */
export function formPost(
  render: (req: ExpressRequest, res: ExpressResponse) => Promise<void>,
  routes: () => Promise<RouteObject[]>,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const state: FormPostState = {};
      res.locals[STATE] = state;
      const matches = matchRoutes(await routes(), req.path) ?? [];
      if (!matches.at(-1)?.route.action) {
        state.refusal = 405;
        res.setHeader('Allow', 'GET, HEAD');
      } else if (!req.is('application/x-www-form-urlencoded')) {
        state.refusal = 415;
        req.resume(); // the unread body is dropped, the connection stays usable
      } else {
        const error = await new Promise<unknown>((done) => readFormBody(req, res, done));
        if (error) state.refusal = 413;
        else state.body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      }
      await render(req, res);
    } catch (error) {
      next(error);
    }
  };
}

/** The admitted body of a form post, for the Fetch request the static handler gets; undefined otherwise. */
export function formPostBody(_req: ExpressRequest, res: ExpressResponse): Buffer | undefined {
  return (res.locals[STATE] as FormPostState | undefined)?.body;
}

/**
 * The page's HTTP status: a refused post says why; an action's failure (its
 * data with 400, 429, 503) is the page's status; otherwise `status`.
 */
export function pageStatus(res: ExpressResponse, result: StaticHandlerContext, status: number) {
  const refusal = (res.locals[STATE] as FormPostState | undefined)?.refusal;
  if (status !== 200) return status;
  if (refusal) return refusal;
  return result.actionData ? result.statusCode : status;
}

/** A post answered by a redirect is followed with a GET (303, post/redirect/get). */
export function redirectStatus(req: ExpressRequest, status: number) {
  return req.method === 'POST' ? 303 : status;
}
