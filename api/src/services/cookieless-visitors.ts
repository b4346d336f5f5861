import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection';
import type { CountedVisitor } from '../data/counted-visitor';
import { deleteSaltsBefore, saltOfDay } from '../data/visitor-salts';
import { systemClock, type Clock } from './console/clock';

/** What a request tells about its sender, used only to derive the key (never stored). */
export interface Client {
  ip: string;
  userAgent: string;
}

/** The UTC day a moment falls on, `YYYY-MM-DD`: the salt's lifetime. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The first 16 bytes of a digest as an RFC 9562 version-8 ("custom") UUID: fits visitor_id's char(36). */
function uuidV8(digest: Buffer): string {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const keyed = (salt: string, ...parts: string[]) =>
  uuidV8(createHmac('sha256', salt).update(parts.join('\n')).digest());

/**
 * Plausible's method: a keyed hash of the day's secret salt, the IP address and
 * the user agent. The same browser on the same network gets the same key all
 * day; once the salt is deleted nobody, us included, can tie a key to an IP.
 */
export const cookielessKey = (salt: string, client: Client): string =>
  keyed(salt, 'visitor', client.ip, client.userAgent);

export interface CookielessVisitors {
  /**
   * Who a tracking row counts for: the consented visitor id when one was sent,
   * otherwise today's cookieless key. `event` names what is counted once per
   * day for a cookieless visitor (a page view of one path).
   */
  countedVisitor(
    visitorId: string | undefined,
    client: Client,
    event?: string,
  ): Promise<CountedVisitor>;
  /**
   * Today's keyed hash of a network address (the voting board's daily cap per
   * address): the same all day on every instance, unlinkable once the salt is gone.
   */
  networkOfToday(ip: string): Promise<{ day: string; key: string }>;
  /** Deletes the salts of past days (and forgets this instance's copy). */
  forgetPastSalts(): Promise<number>;
}

/**
 * The day's salt lives in the database (`visitor_salts`) so that every API
 * instance derives the same key; each instance keeps today's copy in memory
 * and drops it when the day changes.
 */
export function cookielessVisitors(db: Db, clock: Clock = systemClock): CookielessVisitors {
  // Only today's salt is ever used: one entry, and a new day's key replaces
  // yesterday's. No TTL: the key is the day.
  const salts = new LRUCache<string, Promise<string>>({ max: 1 });

  function saltOfToday(day = utcDay(clock())): Promise<string> {
    const kept = salts.get(day);
    if (kept) return kept;
    const salt = saltOfDay(db, day);
    salts.set(day, salt);
    // A failed read must not stick: the database may be back for the next request.
    salt.catch(() => {
      if (salts.peek(day) === salt) salts.delete(day);
    });
    // The new day's first request retires yesterday's salt everywhere.
    void salt.then(() => deleteSaltsBefore(db, day)).catch(() => undefined);
    return salt;
  }

  return {
    async countedVisitor(visitorId, client, event) {
      if (visitorId) return { visitorId, consented: true };
      const salt = await saltOfToday();
      const key = cookielessKey(salt, client);
      return {
        visitorId: key,
        consented: false,
        ...(event ? { dailyEventId: keyed(salt, 'event', key, event) } : {}),
      };
    },
    async networkOfToday(ip) {
      const day = utcDay(clock());
      return { day, key: keyed(await saltOfToday(day), 'network', ip) };
    },
    async forgetPastSalts() {
      const day = utcDay(clock());
      for (const kept of [...salts.keys()]) if (kept !== day) salts.delete(kept);
      return deleteSaltsBefore(db, day);
    },
  };
}
