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
 * An HTTP server for an Express app whose requests and responses are created
 * with the prototypes Express gives them.
 *
 * Express swaps the prototype of every request and response as it starts to
 * handle them (`Object.setPrototypeOf`). V8 gives an object whose prototype
 * was swapped a hidden class of its own, and so does every property added to
 * it afterwards (`res.locals`, compression's wrappers, …): each response had
 * hidden classes no other object shared. Node's HTTP and stream code, which
 * every response runs through (the `/api` proxy's as well), then missed V8's
 * inline caches on every request and turned megamorphic, costing pages and
 * the proxy CPU. Created with Express' prototypes, the swap changes nothing
 * and responses of one kind share their hidden classes.
 */
export function createExpressServer(app: Express, listener: RequestListener = app): Server {
  return createServer(expressClasses(app), listener);
}
