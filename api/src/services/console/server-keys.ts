import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import { readDatabaseKey } from '../../data/server-keys';

/**
 * The server's secrets. APP_SECRET, when set, is the primary key; the random
 * key migration 0006 stored in the database is the fallback that makes a
 * fresh install work with no setup, and stays accepted after APP_SECRET is
 * introduced (sessions keep working, suppressed addresses stay suppressed).
 * Each use gets its own key, derived with HKDF.
 */
export interface ServerKeys {
  /** Signs the staff session cookie: the first signs, every one verifies. */
  sessionSecrets: string[];
  /** HMAC-SHA-256 of an e-mail address under the current key: what the suppression list stores. */
  addressHash(email: string): string;
  /** The address's hash under every key the server knows: what a lookup compares. */
  addressHashes(email: string): string[];
  /**
   * The newsletter's unsubscribe token for a subscription id: `id.signature`
   * (HMAC-SHA-256, base64url) under the current key. Nothing is stored: the
   * link of every mail ever sent works as long as the subscription exists.
   */
  unsubscribeToken(subscriptionId: string): string;
  /** The subscription id an unsubscribe token names, if any known key signed it. */
  unsubscribeTokenId(token: string): string | undefined;
  /**
   * A preview of an inactive record's public page: `id.expiresAt.signature`
   * (expiresAt in ms), handed to staff by the console; nothing is stored.
   * The kind (`ebook`, `product`, `faq` …) is signed too, so a token opens the one
   * kind of page it was made for (previews.ts).
   */
  previewToken(kind: string, recordId: string, expiresAt: number): string;
  /** The record of `kind` a preview token names, if a known key signed it and it has not expired at `now`. */
  previewTokenId(kind: string, token: string, now: number): string | undefined;
}

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'hello-site', purpose, 32));

export function serverKeysFrom(secrets: readonly string[]): ServerKeys {
  const sessionSecrets = secrets.map((secret) =>
    derive(secret, 'staff-session-cookie').toString('hex'),
  );
  const addressKeys = secrets.map((secret) => derive(secret, 'erasure-suppression'));
  const hash = (key: Buffer, email: string) =>
    createHmac('sha256', key).update(email).digest('hex');
  const unsubscribeKeys = secrets.map((secret) => derive(secret, 'newsletter-unsubscribe'));
  const sign = (key: Buffer, id: string) =>
    createHmac('sha256', key).update(id).digest('base64url');
  const previewKeys = secrets.map((secret) => derive(secret, 'content-preview'));
  const verify = (keys: Buffer[], payload: string, signature: string) => {
    const given = Buffer.from(signature);
    return keys.some((key) => {
      const expected = Buffer.from(sign(key, payload));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return {
    sessionSecrets,
    addressHash: (email) => hash(addressKeys[0]!, email),
    addressHashes: (email) => addressKeys.map((key) => hash(key, email)),
    unsubscribeToken: (id) => `${id}.${sign(unsubscribeKeys[0]!, id)}`,
    unsubscribeTokenId: (token) => {
      const [id = '', signature = ''] = token.split('.');
      const given = Buffer.from(signature);
      const valid = unsubscribeKeys.some((key) => {
        const expected = Buffer.from(sign(key, id));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      return valid ? id : undefined;
    },
    previewToken: (kind, id, expiresAt) =>
      `${id}.${expiresAt}.${sign(previewKeys[0]!, `${kind}.${id}.${expiresAt}`)}`,
    previewTokenId: (kind, token, now) => {
      const [id = '', expires = '', signature = ''] = token.split('.');
      if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now) return undefined;
      return verify(previewKeys, `${kind}.${id}.${expires}`, signature) ? id : undefined;
    },
  };
}

/** APP_SECRET (if any) first, then the database's key; read once, on first use. */
export function lazyServerKeys(db: Db, appSecret?: string): () => Promise<ServerKeys> {
  let keys: Promise<ServerKeys> | undefined;
  return () => {
    keys ??= readDatabaseKey(db).then(
      (databaseKey) => serverKeysFrom(appSecret ? [appSecret, databaseKey] : [databaseKey]),
      (err: unknown) => {
        keys = undefined; // the database may be back next time
        throw err;
      },
    );
    return keys;
  };
}
