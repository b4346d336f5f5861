import http from 'node:http';

export interface DelayingProxy {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A tiny HTTP proxy in front of `target` that holds back every answer whose
 * path starts with `slowPrefix` by `delayMs`: a remote served from a slow CDN
 * or a congested link, as the visitor's browser would see it.
 */
export async function startDelayingProxy({
  port,
  target,
  slowPrefix,
  delayMs,
}: {
  port: number;
  target: string;
  slowPrefix: string;
  delayMs: number;
}): Promise<DelayingProxy> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = () => {
      const proxied = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(proxied);
    };
    if (req.url?.startsWith(slowPrefix)) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
