/**
 * @jest-environment node
 */
import { ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { createExpressServer } from './expressServer';

// V8's own answer to "do these two objects have the same hidden class?".
setFlagsFromString('--allow-natives-syntax');
const haveSameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

/** An app that holds each response until two have arrived, then hands both to `inspect`. */
function pairingApp(inspect: (first: Response, second: Response) => void) {
  const app = express();
  app.use(compression());
  let waiting: Response | undefined;
  app.get('/pages/:name', (req, res) => {
    res.locals.name = req.params.name;
    if (!waiting) {
      waiting = res;
      return;
    }
    const first = waiting;
    waiting = undefined;
    inspect(first, res);
    for (const response of [first, res])
      response.send(`${response.locals.name} ${String(response.req.query.q)}`);
  });
  return app;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createExpressServer', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it('gives responses of one kind one hidden class, after Express and middleware have handled them', async () => {
    const verdicts: boolean[] = [];
    server = createExpressServer(
      pairingApp((first, second) => {
        verdicts.push(haveSameHiddenClass(first, second));
        verdicts.push(haveSameHiddenClass(first.req, second.req));
      }),
    );
    const origin = await listen(server);
    for (let round = 0; round < 3; round++)
      await Promise.all(['a', 'b'].map((name) => fetch(`${origin}/pages/${name}?q=1`)));
    expect(verdicts).toEqual([true, true, true, true, true, true]);
  });

  it('serves the app as Express does: its prototypes, methods and `app` on every request and response', async () => {
    const app = pairingApp((first) => {
      expect(first).toBeInstanceOf(ServerResponse);
      expect(first.app).toBe(app);
      expect(first.req.app).toBe(app);
      expect(Object.getPrototypeOf(first)).toBe(app.response);
    });
    server = createExpressServer(app);
    const origin = await listen(server);
    const answers = await Promise.all(
      ['a', 'b'].map(async (name) => (await fetch(`${origin}/pages/${name}?q=x`)).text()),
    );
    expect(answers.sort()).toEqual(['a x', 'b x']);
  });

  it('serves one app on two servers (a port and a Unix socket, as the API does) with the same classes', async () => {
    const app: Express = express();
    app.get('/', (_req, res) => res.send(String(Object.getPrototypeOf(res) === app.response)));
    server = createExpressServer(app);
    const response = app.response;
    const second = createExpressServer(app);
    try {
      expect(app.response).toBe(response);
      const origins = [await listen(server), await listen(second)];
      for (const origin of origins) expect(await (await fetch(origin)).text()).toBe('true');
    } finally {
      second.closeAllConnections();
      await new Promise((resolve) => second.close(resolve));
    }
  });

  it('keeps an idle connection open longer than the proxies in front keep theirs', async () => {
    server = createExpressServer(express().get('/', (_req, res) => res.send('ok')));
    const response = await fetch(await listen(server));
    // nginx's upstream groups close an idle connection after 60 s (keepalive_timeout's
    // default), the shell's /api proxy after 60 s: the server must not close it first.
    const announced = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1]);
    expect(announced).toBeGreaterThan(60);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('hands every request to the given listener, which may pass it on to the app', async () => {
    const app = express().get('/', (_req, res) => res.send('app'));
    server = createExpressServer(app, (req, res) =>
      req.url === '/raw' ? res.end('listener') : app(req, res),
    );
    const origin = await listen(server);
    expect(await (await fetch(`${origin}/raw`)).text()).toBe('listener');
    expect(await (await fetch(`${origin}/`)).text()).toBe('app');
  });
});
