import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver saw it: raw body and the three Standard Webhooks headers. */
export interface ReceivedWebhook {
  body: string;
  headers: Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;
  status: number;
}

const pick = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id'] ?? ''),
  'webhook-timestamp': String(headers['webhook-timestamp'] ?? ''),
  'webhook-signature': String(headers['webhook-signature'] ?? ''),
});

/**
 * A real HTTP receiver on a port of its own: records every request and
 * answers what `answer` says (200 unless told). It can be closed and opened
 * again on the same port (the receiver "down", then back).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: (request: ReceivedWebhook) => number = () => 200;
  private server: Server | undefined;
  private port = 0;
  private waiters: (() => void)[] = [];

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async open(): Promise<void> {
    if (this.server) return;
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const request = { body, headers: pick(req.headers), status: 0 };
        request.status = this.answer(request);
        this.received.push(request);
        res.writeHead(request.status).end();
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject).listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Requests answered 2xx, by webhook-id: how often each was delivered. */
  deliveredIds(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const request of this.received)
      if (request.status >= 200 && request.status < 300) {
        const id = request.headers['webhook-id'];
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    return counts;
  }

  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`receiver got ${this.received.length} of ${count} requests`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
}
