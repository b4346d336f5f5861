import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { errors, Pool } from 'undici';
import type { TLSSocket } from 'node:tls';
import { WEB_VITALS_BEACON_PATH } from 'contracts/web-vitals-fields';

/** Writes change what pages show: the caller forgets what it rendered from the old data. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that change no page: a page view and a Web Vitals beacon are
 * counted where no page shows them (a download is not among them: pages
 * show download counts). Every visitor sends them on every page, so they
 * must not empty the page cache.
 */
const UNSEEN_WRITES = new Set(['/api/track/pageview', WEB_VITALS_BEACON_PATH]);

const changesPages = (req: IncomingMessage) =>
  !READS.has(req.method ?? 'GET') && !UNSEEN_WRITES.has((req.url ?? '').split('?')[0]!);

/**
 * Headers of one connection, never forwarded (RFC 9110 §7.6.1); the
 * X-Forwarded-* ones are set anew. The body's framing is the client's own
 * (a body of unknown length goes chunked), and `Expect: 100-continue` was
 * answered by node's server already.
 */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'expect',
  'upgrade',
  'x-forwarded-proto',
  'x-forwarded-host',
]);
/** Of the API's answer: node frames the body for our own connection. */
const NOT_RETURNED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'trailer',
  'upgrade',
]);

/** Bodies larger than the edge accepts (nginx `client_max_body_size 1m`) never reach the API. */
const MAX_BODY_BYTES = 1024 * 1024;

const PAYLOAD_TOO_LARGE = JSON.stringify({ message: 'Request-Body ist zu groß' });
const UNREACHABLE = JSON.stringify({ message: 'API nicht erreichbar' });
/** A request the client refuses to send (it checks more than node's parser). */
const INVALID = JSON.stringify({ message: 'Ungültige Anfrage' });

export interface ApiProxyOptions {
  /** The API's origin (`API_URL`). */
  apiUrl: string;
  /** The API's Unix socket (`API_SOCKET`): connected to instead of the origin's port. */
  socketPath?: string;
  /** Called after each write (POST, PUT, …) the API answered. */
  onWrite: () => void;
  /** Whether the peer is a proxy the shell trusts (Express' compiled `trust proxy`): its X-Forwarded-Proto counts. */
  trustsPeer: (address: string) => boolean;
}

/** `/api`, `/api/…` and `/api?…`: the API's paths (not `/apis`, a page's). */
export const isApiPath = (url: string | undefined): boolean =>
  url !== undefined && url.startsWith('/api') && (url.length === 4 || '/?'.includes(url[4]!));

/**
 * `/api` to the API service (in production nginx routes it; with `npm start`
 * the shell does). The cheapest path through the shell: it runs before
 * Express (no router, no page middleware, no CSP nonce — the API sends its
 * own security headers), keeps its connections to the API open (on the API's
 * Unix socket where there is one), copies the raw header lists and streams
 * both bodies without buffering them.
 *
 * What the API relies on is kept: X-Forwarded-For gets the visitor's address
 * appended (the API trusts the loopback proxy and takes the address before
 * it), X-Forwarded-Proto says whether the visitor came over TLS (a client's
 * own claim counts only from a trusted proxy), and no body over 1 MB gets
 * through.
 */
export function createApiProxy({ apiUrl, socketPath, onWrite, trustsPeer }: ApiProxyOptions) {
  // undici's pool: its HTTP client costs the shell far less per request than node:http's.
  const pool = new Pool(new URL(apiUrl).origin, {
    connections: 128,
    keepAliveTimeout: 60_000,
    socketPath,
  });

  return function proxyApi(req: IncomingMessage, res: ServerResponse): void {
    const declaredLength = Number(req.headers['content-length'] ?? 0);
    if (declaredLength > MAX_BODY_BYTES) return answer(res, 413, PAYLOAD_TOO_LARGE, true);

    const peer = req.socket.remoteAddress ?? '';
    const headers = forwardedHeaders(req, peer, protocolOf(req, trustsPeer(peer)));
    const chunked = req.headers['transfer-encoding'] !== undefined;
    let answeredHere = false;
    let abortUpstream: ((reason?: Error) => void) | undefined;
    const tooLarge = () => {
      answeredHere = true;
      answer(res, 413, PAYLOAD_TOO_LARGE, true);
    };
    // The visitor went away: the API's answer is not waited for.
    res.once('close', () => {
      if (!res.writableFinished) abortUpstream?.(new Error('client gone'));
    });
    try {
      pool.dispatch(
        {
          method: (req.method ?? 'GET') as 'GET',
          path: req.url ?? '/',
          headers,
          // A declared length is held to by node's parser; a chunked body is counted.
          body: chunked
            ? Readable.from(upTo(MAX_BODY_BYTES, req, tooLarge))
            : declaredLength > 0
              ? req
              : null,
        },
        {
          onConnect(abort) {
            abortUpstream = abort;
          },
          onHeaders(statusCode, rawHeaders, resume, statusText) {
            if (answeredHere) return false;
            const returned: string[] = [];
            for (let i = 0; i < rawHeaders.length; i += 2) {
              const name = rawHeaders[i]!.toString('latin1');
              if (!NOT_RETURNED.has(name.toLowerCase()))
                returned.push(name, rawHeaders[i + 1]!.toString('latin1'));
            }
            res.writeHead(statusCode, statusText, returned);
            // A slow visitor holds the API's answer back instead of the shell buffering it.
            res.on('drain', resume);
            if (changesPages(req)) onWrite();
            return true;
          },
          onData(chunk) {
            return res.write(chunk);
          },
          onComplete() {
            res.end();
          },
          onError(error) {
            if (answeredHere) return;
            if (res.headersSent) res.destroy();
            else if (error instanceof errors.InvalidArgumentError) answer(res, 400, INVALID);
            else answer(res, 502, UNREACHABLE);
          },
        },
      );
    } catch {
      answer(res, 400, INVALID);
    }
  };
}

/** The body as it arrives, ended with an error (the upstream request aborted) past `limit` bytes. */
async function* upTo(limit: number, body: AsyncIterable<Buffer>, tooLarge: () => void) {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.length;
    if (received > limit) {
      tooLarge();
      throw new Error('request body too large');
    }
    yield chunk;
  }
}

/** The visitor's headers as they came (raw list, repeated ones kept), with our X-Forwarded-*. */
function forwardedHeaders(req: IncomingMessage, peer: string, protocol: string): string[] {
  const headers: string[] = [];
  const raw = req.rawHeaders;
  let forwardedFor: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (name === 'x-forwarded-for')
      forwardedFor = forwardedFor ? `${forwardedFor}, ${raw[i + 1]}` : raw[i + 1];
    else if (!NOT_FORWARDED.has(name)) headers.push(raw[i]!, raw[i + 1]!);
  }
  headers.push('X-Forwarded-For', forwardedFor ? `${forwardedFor}, ${peer}` : peer);
  headers.push('X-Forwarded-Proto', protocol);
  if (req.headers.host) headers.push('X-Forwarded-Host', req.headers.host);
  return headers;
}

/** https when the visitor's connection is TLS, here or (as a trusted proxy says) in front of us. */
function protocolOf(req: IncomingMessage, trustedPeer: boolean): string {
  if ((req.socket as TLSSocket).encrypted) return 'https';
  const claimed = trustedPeer ? req.headers['x-forwarded-proto'] : undefined;
  const first = (Array.isArray(claimed) ? claimed[0] : claimed)?.split(',')[0]?.trim();
  return first === 'https' ? 'https' : 'http';
}

function answer(res: ServerResponse, status: number, body: string, close = false): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(body);
}
