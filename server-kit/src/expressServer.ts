import {
  createServer,
  IncomingMessage,
  ServerResponse,
  type RequestListener,
  type Server,
} from 'node:http';
import type { Express } from 'express';

interface ExpressClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}
const classesOfApp = new WeakMap<Express, ExpressClasses>();

/**
 * Request and response classes whose prototypes are the app's `request` and
 * `response`: made once per app, as every server of the app must share them.
 */
function expressClasses(app: Express): ExpressClasses {
  let classes = classesOfApp.get(app);
  if (!classes) {
    class ExpressRequest extends IncomingMessage {}
    class ExpressResponse<Request extends IncomingMessage> extends ServerResponse<Request> {}
    // Express' methods and `app` stay where they were: one link up the chain.
    Object.setPrototypeOf(ExpressRequest.prototype, app.request);
    Object.setPrototypeOf(ExpressResponse.prototype, app.response);
    app.request = ExpressRequest.prototype as Express['request'];
    app.response = ExpressResponse.prototype as Express['response'];
    classes = { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse };
    classesOfApp.set(app, classes);
  }
  return classes;
}

/**
 * How long an idle connection is kept open. Both servers sit behind proxies
 * that keep their connections open between requests: the shell's `/api`
 * proxy and server-side fetches (undici: up to 60 s), nginx's upstream
 * groups (keepalive_timeout 60 s). The server must never be the side that
 * closes an idle connection first: a request the proxy sends on a connection
 * the server is closing that instant fails (ECONNRESET, a 502 for the visitor).
 */
const IDLE_CONNECTION_TIMEOUT_MS = 65_000;

/**
 * An HTTP server for an Express app whose requests and responses are created
 * with the prototypes Express gives them, and whose idle connections outlast
 * the proxies' in front (IDLE_CONNECTION_TIMEOUT_MS).
 *
 * Express swaps the prototype of every request and response as it starts to
 * handle them (`Object.setPrototypeOf`). V8 gives an object whose prototype
 * was swapped a hidden class of its own, and so does every property added to
 * it afterwards (`res.locals`, compression's wrappers, …): each response had
 * hidden classes no other object shared. Node's HTTP and stream code, which
 * every response runs through (a proxy's own plain ones as well), then missed V8's
 * inline caches on every request and turned megamorphic, costing pages and
 * the proxy CPU. Created with Express' prototypes, the swap changes nothing
 * and responses of one kind share their hidden classes.
 */
export function createExpressServer(app: Express, listener: RequestListener = app): Server {
  return createServer(
    {
      ...expressClasses(app),
      keepAliveTimeout: IDLE_CONNECTION_TIMEOUT_MS,
      // Longer than the idle wait, so that the headers timer never closes an
      // idle kept-alive connection before keepAliveTimeout would.
      headersTimeout: IDLE_CONNECTION_TIMEOUT_MS + 1000,
    },
    listener,
  );
}
