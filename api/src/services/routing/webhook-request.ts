import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveSafeTarget } from './safe-target';

export interface WebhookAnswer {
  statusCode: number;
}

export interface WebhookRequestOptions {
  timeoutMs: number;
  allowPrivateNetworks: boolean;
}

/**
 * POSTs one signed body. Connects to the address resolveSafeTarget checked
 * (TLS still verifies the certificate against the host name), never follows
 * a redirect (a 3xx is just a failed answer), and gives up after `timeoutMs`
 * for the whole exchange. The answer's body is read and dropped.
 */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, allowPrivateNetworks }: WebhookRequestOptions,
): Promise<WebhookAnswer> {
  const target = await resolveSafeTarget(rawUrl, allowPrivateNetworks);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const req = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'hello-site-webhooks/1',
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
