import type { ContactListItem, ContactListQuery } from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../db/connection';
import { cursorValueForTime, decodeCursor, encodeCursor } from './keyset';
import { LEAD_TABLES } from './lead-tables';
import { toIsoTimestamp } from './rows';
import { whereDayRange } from './sql-dates';

/**
 * The desk's contacts: leads grouped by the person's address, across the
 * kinds that have one. Addresses are stored trimmed and lower-case
 * (contracts' emailSchema), so one address is one person. Most recent
 * contact first, keyset-paged on (last lead, address).
 */
const CONTACT_KINDS = ['email', 'payment', 'contact', 'newsletter'] as const;
type ContactKind = (typeof CONTACT_KINDS)[number];

/** `%text%` for LIKE, with the text's own wildcards taken literally ('!' escapes). */
const containsPattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Every lead with an address, as (kind, id, address, time), filtered by address and days. */
function addressedLeads(db: Db, filter: Pick<ContactListQuery, 'q' | 'from' | 'to'>) {
  const [first, ...rest] = CONTACT_KINDS.map((kind) => {
    const query = db
      .select(db.raw('? as ??', [kind, 'kind']), 'x.id', 'x.email', 'x.created_at')
      .from(`${LEAD_TABLES[kind]} as x`);
    if (filter.q) query.whereRaw(`?? like ? escape '!'`, ['x.email', containsPattern(filter.q)]);
    whereDayRange(query, 'x.created_at', filter);
    return query;
  });
  return first!.unionAll(rest);
}

interface GroupRow {
  email: string;
  leads: number | string;
  first_at: unknown;
  last_at: unknown;
  [count: `n_${string}`]: number | string;
}

/** (last lead, address) strictly before the cursor's, in the list's descending order. */
function havingBefore(query: Knex.QueryBuilder, cursorText: string | undefined): void {
  const cursor = decodeCursor(cursorText);
  if (!cursor) return;
  // The cursor holds the address as its value and the instant as its id (an address is longer).
  const lastAt = cursorValueForTime(cursor.id);
  query.havingRaw('max(created_at) < ? or (max(created_at) = ? and email < ?)', [
    lastAt,
    lastAt,
    cursor.value,
  ]);
}

export async function listContacts(
  db: Db,
  query: ContactListQuery,
): Promise<{ items: ContactListItem[]; nextCursor: string | null }> {
  const counts = CONTACT_KINDS.map((kind) =>
    db.raw('sum(case when kind = ? then 1 else 0 end) as ??', [kind, `n_${kind}`]),
  );
  const grouped = db
    .select(
      'email',
      db.raw('count(*) as leads'),
      db.raw('min(created_at) as first_at'),
      db.raw('max(created_at) as last_at'),
      ...counts,
    )
    .from(addressedLeads(db, query).as('l'))
    .groupBy('email')
    .orderBy([
      { column: 'last_at', order: 'desc' },
      { column: 'email', order: 'desc' },
    ])
    .limit(query.limit + 1);
  havingBefore(grouped, query.cursor);
  const rows = (await grouped) as GroupRow[];
  const shown = rows.slice(0, query.limit);
  const latest = await latestLeads(
    db,
    shown.map((row) => row.email),
  );
  const items = shown.map((row): ContactListItem => ({
    email: row.email,
    leads: Number(row.leads),
    kinds: Object.fromEntries(
      CONTACT_KINDS.map((kind) => [kind, Number(row[`n_${kind}`] ?? 0)]),
    ) as ContactListItem['kinds'],
    firstAt: toIsoTimestamp(row.first_at),
    lastAt: toIsoTimestamp(row.last_at),
    latest: { type: latest.get(row.email)!.type, id: latest.get(row.email)!.id },
  }));
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ value: last.email, id: last.lastAt })
        : null,
  };
}

/** Each address's latest lead (kind and id): the way to the contact's page. */
async function latestLeads(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, { type: ContactKind; id: string }>> {
  const latest = new Map<string, { type: ContactKind; id: string; at: string }>();
  if (emails.length === 0) return latest;
  const rows: { kind: ContactKind; id: string; email: string; created_at: unknown }[] = await db
    .select('*')
    .from(
      CONTACT_KINDS.map((kind) =>
        db
          .select(db.raw('? as ??', [kind, 'kind']), 'x.id', 'x.email', 'x.created_at')
          .from(`${LEAD_TABLES[kind]} as x`)
          .whereIn('x.email', emails),
      )
        .reduce((union, next) => union.unionAll(next))
        .as('l'),
    );
  for (const row of rows) {
    const at = toIsoTimestamp(row.created_at);
    const known = latest.get(row.email);
    if (!known || at > known.at || (at === known.at && row.id > known.id))
      latest.set(row.email, { type: row.kind, id: row.id, at });
  }
  return latest;
}
