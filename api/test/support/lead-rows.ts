import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connection';
import { toDbTimestamp } from '../../src/data/rows';

/**
 * Many leads, fast: deterministic (seeded) rows written with multi-row
 * INSERTs in batches, straight into the three lead tables. For the 100,000-row
 * tests and the bench (bench/console-api.mjs).
 */
export interface LeadRowsOptions {
  total: number;
  /** Rows are spread over the two years before this instant. */
  now: Date;
  seed?: number;
  /** Rows per INSERT (SQLite allows 32,766 bound values; 500 × 14 stays far below). */
  batchSize?: number;
}

/** mulberry32: a small, fast, seedable PRNG (the same rows on every run and database). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, weighted: readonly (readonly [T, number])[]): T => {
  let r = next();
  for (const [value, weight] of weighted) {
    if ((r -= weight) < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
};

const COUNTRY = [
  ['DE', 0.5],
  ['ES', 0.25],
  ['FR', 0.2],
  [null, 0.05],
] as const;
const LANGUAGE = { DE: 'de', ES: 'es', FR: 'fr' } as const;
const STATUS = [
  ['neu', 0.6],
  ['kontaktiert', 0.2],
  ['gewonnen', 0.1],
  ['verloren', 0.1],
] as const;
const INTEREST = [
  ['low', 0.2],
  ['medium', 0.3],
  ['high', 0.5],
] as const;
const TYPE = [
  ['email', 0.5],
  ['payment', 0.3],
  ['feedback', 0.2],
] as const;
const CATEGORIES = ['Facebook', 'Facebook und Instagram', 'TikTok', 'LinkedIn'];
const TWO_YEARS_MS = 730 * 86_400_000;

export interface LeadRowCounts {
  email: number;
  payment: number;
  feedback: number;
}

/** In one transaction: one commit (one disk flush) instead of one per batch. */
export function insertLeadRows(db: Db, options: LeadRowsOptions): Promise<LeadRowCounts> {
  return db.transaction((trx) => insertInto(trx, options));
}

async function insertInto(db: Db, options: LeadRowsOptions): Promise<LeadRowCounts> {
  const next = random(options.seed ?? 42);
  const batchSize = options.batchSize ?? 500;
  const batches = {
    email_captures: [] as object[],
    payment_leads: [] as object[],
    customer_feedback: [] as object[],
  };
  const counts: LeadRowCounts = { email: 0, payment: 0, feedback: 0 };
  const flush = async (table: keyof typeof batches, force = false) => {
    if (batches[table].length === 0 || (!force && batches[table].length < batchSize)) return;
    await db(table).insert(batches[table]);
    batches[table] = [];
  };

  for (let i = 0; i < options.total; i += 1) {
    const type = pick(next, TYPE);
    const country = pick(next, COUNTRY);
    const common = {
      // Ids are random: only the distribution of values needs to repeat.
      id: randomUUID(),
      visitor_id: randomUUID(),
      created_at: toDbTimestamp(
        new Date(options.now.getTime() - Math.floor(next() * TWO_YEARS_MS)),
      ),
      country,
      language: country ? LANGUAGE[country] : null,
    };
    const email = `kunde${i}@beispiel-${i % 97}.de`;
    counts[type] += 1;
    if (type === 'email') {
      batches.email_captures.push({
        ...common,
        email,
        newsletter_opt_in: next() < 0.3,
        ebook_category: CATEGORIES[Math.floor(next() * CATEGORIES.length)],
        ebook_id: null,
      });
      await flush('email_captures');
    } else if (type === 'payment') {
      const status = pick(next, STATUS);
      batches.payment_leads.push({
        ...common,
        email,
        provider: next() < 0.5 ? 'mollie' : 'adyen',
        interest_level: pick(next, INTEREST),
        status,
        converted: status === 'gewonnen',
        converted_at: status === 'gewonnen' ? common.created_at : null,
      });
      await flush('payment_leads');
    } else {
      batches.customer_feedback.push({
        ...common,
        feedback_text: `Rückmeldung Nummer ${i}: bitte mehr Vorlagen.`,
      });
      await flush('customer_feedback');
    }
  }
  for (const table of Object.keys(batches) as (keyof typeof batches)[]) await flush(table, true);
  return counts;
}
