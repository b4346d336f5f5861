import type { Knex } from 'knex';
import {
  OPEN_LEAD_STATUSES,
  type LeadListItem,
  type LeadType,
  type NewsletterState,
  type PaymentLeadStatus,
  type ResolvedLeadFilter,
  type SalesLeadType,
} from 'contracts';
import type { Db } from '../db/connection';
import {
  ATTRIBUTION_COLUMNS,
  toLeadAttribution,
  type AttributionColumns,
} from './attribution-columns';
import {
  cursorValueForTime,
  decodeCursor,
  encodeCursor,
  whereAfter,
  type Cursor,
  type SortKey,
} from './keyset';
import { EBOOK_TEXTS } from './ebooks';
import { LEAD_TABLES } from './lead-tables';
import { PRODUCT_TEXTS } from './products';
import { toBoolean, toDbTimestamp, toIsoTimestamp, toOptionalIsoTimestamp } from './rows';
import { leftJoinOwnTexts } from './translations';
import { whereDayRange } from './sql-dates';

/**
 * The leads desk: e-mail captures, payment pre-registrations, feedback,
 * contact requests and newsletter subscriptions as one list, filtered, sorted
 * and paged by the database. Each table is a branch: its keys (type, id, sort
 * key) are filtered, ordered and limited on its own indexes (migrations 0007,
 * 0010), so a page reads about `limit` index entries per table however many
 * rows there are; a UNION ALL merges the short lists, then the rows of the
 * page's ids are read (listLeadPage).
 */

/** The desk's columns; a branch leaves NULL where its type has no such field. */
const OUTPUT_COLUMNS = [
  'id',
  'email',
  'created_at',
  'country',
  'language',
  'ebook_category',
  'ebook_id',
  'ebook_title',
  'newsletter_opt_in',
  'provider',
  'interest_level',
  'status',
  'status_note',
  'converted',
  'converted_at',
  'assignee_id',
  'assignee_name',
  'submissions',
  'last_submitted_at',
  'feedback_text',
  'contact_name',
  'phone',
  'business',
  'message',
  'product_slug',
  'product_name',
  'newsletter_state',
  'confirmed_at',
  'unsubscribed_at',
  ...ATTRIBUTION_COLUMNS,
] as const;
type OutputColumn = (typeof OUTPUT_COLUMNS)[number];

interface Branch {
  type: LeadType;
  table: string;
  /** Output column -> column of the branch's table (alias `x`); missing ones are NULL. */
  columns: Partial<Record<OutputColumn, string>>;
  /** Only payment pre-registrations have provider and interest. */
  paymentFields: boolean;
  /** Pre-registrations and contact requests have sales' status and note, and an assignee. */
  salesStatus: boolean;
  /** Newsletter subscriptions have their state (pending, confirmed, unsubscribed). */
  newsletterState: boolean;
  hasEmail: boolean;
  join?: (query: Knex.QueryBuilder) => void;
}

const shared = {
  id: 'x.id',
  created_at: 'x.created_at',
  country: 'x.country',
  language: 'x.language',
} as const;

/** Who is responsible for a sales lead (migration 0025): the member's name beside the id. */
const assignee = { assignee_id: 'x.assignee_id', assignee_name: 'u.username' } as const;
const joinAssignee = (query: Knex.QueryBuilder) =>
  query.leftJoin('users as u', 'u.id', 'x.assignee_id');

/** Every lead table's attribution (migration 0019); feedback has none. */
const attribution = Object.fromEntries(
  ATTRIBUTION_COLUMNS.map((column) => [column, `x.${column}`]),
) as Record<(typeof ATTRIBUTION_COLUMNS)[number], string>;

const BRANCHES: readonly Branch[] = [
  {
    type: 'email',
    table: LEAD_TABLES.email,
    columns: {
      ...shared,
      ...attribution,
      email: 'x.email',
      ebook_category: 'x.ebook_category',
      ebook_id: 'x.ebook_id',
      ebook_title: 'bt.title',
      newsletter_opt_in: 'x.newsletter_opt_in',
    },
    paymentFields: false,
    salesStatus: false,
    newsletterState: false,
    hasEmail: true,
    join: (query) =>
      leftJoinOwnTexts(query.leftJoin('ebooks as b', 'b.id', 'x.ebook_id'), EBOOK_TEXTS, 'b', 'bt'),
  },
  {
    type: 'payment',
    table: LEAD_TABLES.payment,
    columns: {
      ...shared,
      ...attribution,
      email: 'x.email',
      provider: 'x.provider',
      interest_level: 'x.interest_level',
      status: 'x.status',
      status_note: 'x.status_note',
      converted: 'x.converted',
      converted_at: 'x.converted_at',
      ...assignee,
      submissions: 'x.submissions',
      last_submitted_at: 'x.last_submitted_at',
    },
    paymentFields: true,
    salesStatus: true,
    newsletterState: false,
    hasEmail: true,
    join: joinAssignee,
  },
  {
    type: 'feedback',
    table: LEAD_TABLES.feedback,
    columns: { ...shared, feedback_text: 'x.feedback_text' },
    paymentFields: false,
    salesStatus: false,
    newsletterState: false,
    hasEmail: false,
  },
  {
    type: 'contact',
    table: LEAD_TABLES.contact,
    columns: {
      ...shared,
      ...attribution,
      email: 'x.email',
      status: 'x.status',
      status_note: 'x.status_note',
      converted: 'x.converted',
      converted_at: 'x.converted_at',
      ...assignee,
      contact_name: 'x.name',
      phone: 'x.phone',
      business: 'x.business',
      message: 'x.message',
      product_slug: 'x.product_slug',
      product_name: 'pt.name',
    },
    paymentFields: false,
    salesStatus: true,
    newsletterState: false,
    hasEmail: true,
    join: (query) =>
      leftJoinOwnTexts(
        joinAssignee(query).leftJoin('products as p', 'p.id', 'x.product_id'),
        PRODUCT_TEXTS,
        'p',
        'pt',
      ),
  },
  {
    type: 'newsletter',
    table: LEAD_TABLES.newsletter,
    columns: {
      ...shared,
      ...attribution,
      email: 'x.email',
      newsletter_state: 'x.status',
      confirmed_at: 'x.confirmed_at',
      unsubscribed_at: 'x.unsubscribed_at',
    },
    paymentFields: false,
    salesStatus: false,
    newsletterState: true,
    hasEmail: true,
  },
];

/** The table of each kind of lead sales gives a status. */
const SALES_TABLES: Record<SalesLeadType, string> = {
  payment: LEAD_TABLES.payment,
  contact: LEAD_TABLES.contact,
};

/** The filter fields (sorting is separate: it orders, it does not select). */
export type LeadFilterFields = Omit<ResolvedLeadFilter, 'sort' | 'order'>;

export interface LeadSort {
  sort: 'date' | 'email';
  order: 'asc' | 'desc';
}

/**
 * The branches a filter can match: a payment-only filter (provider,
 * interest), a status, a newsletter state or an e-mail search rules out the
 * kinds without such a field.
 */
function branchesFor(filter: LeadFilterFields): Branch[] {
  const paymentOnly = Boolean(filter.provider || filter.interest);
  return BRANCHES.filter(
    (branch) =>
      (!filter.type || filter.type === branch.type) &&
      (!paymentOnly || branch.paymentFields) &&
      (!filter.status || branch.salesStatus) &&
      (!filter.assignee || branch.salesStatus) &&
      (!filter.newsletter || branch.newsletterState) &&
      (!filter.q || branch.hasEmail),
  );
}

/** `%text%` for LIKE, with the text's own wildcards taken literally ('!' escapes). */
const containsPattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

function applyFilter(query: Knex.QueryBuilder, branch: Branch, filter: LeadFilterFields): void {
  if (filter.country) query.where('x.country', filter.country);
  whereDayRange(query, 'x.created_at', filter);
  if (filter.q) query.whereRaw(`?? like ? escape '!'`, ['x.email', containsPattern(filter.q)]);
  if (branch.paymentFields) {
    if (filter.provider) query.where('x.provider', filter.provider);
    if (filter.interest) query.where('x.interest_level', filter.interest);
  }
  if (branch.salesStatus && filter.status === 'offen')
    query.whereIn('x.status', OPEN_LEAD_STATUSES);
  else if (branch.salesStatus && filter.status) query.where('x.status', filter.status);
  if (branch.salesStatus && filter.assignee) query.where('x.assignee_id', filter.assignee);
  if (branch.newsletterState && filter.newsletter) query.where('x.status', filter.newsletter);
}

const sortKeyOf = (branch: Branch, { sort }: LeadSort): SortKey =>
  sort === 'date'
    ? { column: 'x.created_at' }
    : branch.hasEmail
      ? { column: 'x.email' }
      : // Feedback has no address: it sorts as the empty text, before every address.
        { constant: '' };

/** A branch's page of keys: type, id and sort key, filtered, ordered and limited. */
function branchKeys(
  db: Db,
  branch: Branch,
  filter: LeadFilterFields,
  sort: LeadSort,
  cursor: Cursor | undefined,
  limit: number,
): Knex.QueryBuilder {
  const sortKey = sortKeyOf(branch, sort);
  const query = db
    .select(
      db.raw('? as ??', [branch.type, 'type']),
      'x.id',
      'column' in sortKey
        ? `${sortKey.column} as sort_key`
        : db.raw('? as sort_key', [sortKey.constant]),
    )
    .from(`${branch.table} as x`);
  applyFilter(query, branch, filter);
  if (cursor) whereAfter(query, sortKey, 'x.id', sort.order, cursor);
  return query
    .orderBy([
      ...('column' in sortKey ? [{ column: sortKey.column, order: sort.order }] : []),
      { column: 'x.id', order: sort.order },
    ])
    .limit(limit);
}

/** The desk's columns of a branch's rows (the caller says which). */
function branchSelect(db: Db, branch: Branch): Knex.QueryBuilder {
  const select: (string | Knex.Raw)[] = [db.raw('? as ??', [branch.type, 'type'])];
  for (const name of OUTPUT_COLUMNS) {
    const source = branch.columns[name];
    select.push(source ? `${source} as ${name}` : db.raw('NULL as ??', [name]));
  }
  const query = db.select(select).from(`${branch.table} as x`);
  branch.join?.(query);
  return query;
}

/** The desk's columns of some rows of one branch, by id. */
const branchRows = (db: Db, branch: Branch, ids: readonly string[]): Knex.QueryBuilder =>
  branchSelect(db, branch).whereIn('x.id', ids);

interface LeadRow extends AttributionColumns {
  type: LeadType;
  id: string;
  email: string | null;
  created_at: unknown;
  country: string | null;
  language: string | null;
  ebook_category: string | null;
  ebook_id: string | null;
  ebook_title: string | null;
  newsletter_opt_in: unknown;
  provider: string | null;
  interest_level: string | null;
  status: PaymentLeadStatus | null;
  status_note: string | null;
  converted: unknown;
  converted_at: unknown;
  assignee_id: string | null;
  assignee_name: string | null;
  submissions: unknown;
  last_submitted_at: unknown;
  feedback_text: string | null;
  contact_name: string | null;
  phone: string | null;
  business: string | null;
  message: string | null;
  product_slug: string | null;
  product_name: string | null;
  newsletter_state: NewsletterState | null;
  confirmed_at: unknown;
  unsubscribed_at: unknown;
}

const optionalBoolean = (value: unknown) =>
  value === null || value === undefined ? null : toBoolean(value);

function toLeadItem(row: LeadRow): LeadListItem {
  return {
    type: row.type,
    id: row.id,
    email: row.email,
    createdAt: toIsoTimestamp(row.created_at),
    country: row.country,
    language: row.language,
    ebookCategory: row.ebook_category,
    ebookId: row.ebook_id,
    ebookTitle: row.ebook_title,
    newsletterOptIn: optionalBoolean(row.newsletter_opt_in),
    provider: row.provider,
    interestLevel: row.type === 'payment' ? (row.interest_level ?? 'high') : null,
    status: row.status,
    statusNote: row.status_note,
    converted: optionalBoolean(row.converted),
    convertedAt: toOptionalIsoTimestamp(row.converted_at),
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    submissions: row.type === 'payment' ? Number(row.submissions ?? 1) : null,
    lastSubmittedAt: toOptionalIsoTimestamp(row.last_submitted_at),
    feedbackText: row.feedback_text,
    contactName: row.contact_name,
    phone: row.phone,
    business: row.business,
    message: row.message,
    productSlug: row.product_slug,
    productName: row.product_name,
    newsletterState: row.newsletter_state,
    confirmedAt: toOptionalIsoTimestamp(row.confirmed_at),
    unsubscribedAt: toOptionalIsoTimestamp(row.unsubscribed_at),
    attribution: row.type === 'feedback' ? null : toLeadAttribution(row),
  };
}

/** The cursor continues after this row: its sort value (an instant as ISO, or the address) and id. */
const cursorOf = (item: LeadListItem, { sort }: LeadSort): string =>
  encodeCursor({ value: sort === 'date' ? item.createdAt : (item.email ?? ''), id: item.id });

function readCursor(text: string | undefined, { sort }: LeadSort): Cursor | undefined {
  const cursor = decodeCursor(text);
  if (!cursor || sort !== 'date') return cursor;
  return { value: cursorValueForTime(cursor.value), id: cursor.id };
}

export interface LeadPage {
  items: LeadListItem[];
  nextCursor: string | null;
}

/**
 * One page of the desk, after `page.cursor` (the previous page's nextCursor),
 * in two steps. First the keys: a UNION ALL of each table's own page of
 * (type, id, sort key) — narrow rows that each table's indexes hold without
 * touching the table — merged, ordered and cut by the database. Then the
 * rows of just those ids, a query per table. Whole rows in the UNION would
 * make MariaDB build its merge table on disk (the TEXT columns), and prefer
 * scanning and sorting a table over its index for a few thousand rows.
 */
export async function listLeadPage(
  db: Db,
  filter: LeadFilterFields,
  sort: LeadSort,
  page: { limit: number; cursor?: string },
): Promise<LeadPage> {
  const branches = branchesFor(filter);
  if (branches.length === 0) return { items: [], nextCursor: null };
  const cursor = readCursor(page.cursor, sort);
  // One row more than asked tells whether another page follows.
  const take = page.limit + 1;
  const [first, ...rest] = branches.map((branch, i) =>
    db.select('*').from(branchKeys(db, branch, filter, sort, cursor, take).as(`b${i}`)),
  );
  const union = rest.length > 0 ? first!.unionAll(rest) : first!;
  const keys: { type: LeadType; id: string }[] = await db
    .select('type', 'id')
    .from(union.as('leads'))
    .orderBy([
      { column: 'sort_key', order: sort.order },
      { column: 'id', order: sort.order },
    ])
    .limit(take);

  const shown = keys.slice(0, page.limit);
  const rows = new Map<string, LeadRow>();
  await Promise.all(
    branches.map(async (branch) => {
      const ids = shown.filter((key) => key.type === branch.type).map((key) => key.id);
      if (ids.length === 0) return;
      for (const row of (await branchRows(db, branch, ids)) as LeadRow[]) rows.set(row.id, row);
    }),
  );
  // A row erased between the two steps is simply not shown.
  const items = shown.flatMap((key) => {
    const row = rows.get(key.id);
    return row ? [toLeadItem(row)] : [];
  });
  const last = items[items.length - 1];
  return { items, nextCursor: keys.length > page.limit && last ? cursorOf(last, sort) : null };
}

/** Rows matching the filter, all pages together (one COUNT per table, using the same indexes). */
export async function countLeads(db: Db, filter: LeadFilterFields): Promise<number> {
  const counts = await Promise.all(
    branchesFor(filter).map(async (branch) => {
      const query = db(`${branch.table} as x`);
      applyFilter(query, branch, filter);
      const result = await query.count({ n: '*' });
      return Number(result[0]?.n ?? 0);
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * Every row of the filter, in the desk's order, read in keyset batches: the
 * export never holds more than one batch, and each read is an indexed page
 * that leaves the connection free in between (SQLite has only one).
 */
export async function* leadsInBatches(
  db: Db,
  filter: LeadFilterFields,
  sort: LeadSort,
  batchSize: number,
): AsyncGenerator<LeadListItem[]> {
  let cursor: string | undefined;
  do {
    const page = await listLeadPage(db, filter, sort, { limit: batchSize, cursor });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** One row of the desk by type and id (the answer to a status change). */
export async function findLead(
  db: Db,
  type: LeadType,
  id: string,
): Promise<LeadListItem | undefined> {
  const branch = BRANCHES.find((candidate) => candidate.type === type);
  if (!branch) return undefined;
  const rows: LeadRow[] = await branchRows(db, branch, [id]);
  return rows[0] ? toLeadItem(rows[0]) : undefined;
}

export interface SalesStatusChange {
  status: PaymentLeadStatus;
  note: string | null;
  at: Date;
}

/**
 * Sets a pre-registration's or contact request's status and note.
 * 'gewonnen' marks it converted and keeps when it first was; any other
 * status clears both.
 */
export async function updateSalesStatus(
  db: Db,
  type: SalesLeadType,
  id: string,
  change: SalesStatusChange,
  previous: LeadListItem,
): Promise<void> {
  const won = change.status === 'gewonnen';
  const convertedAt = won
    ? previous.convertedAt
      ? toDbTimestamp(new Date(previous.convertedAt))
      : toDbTimestamp(change.at)
    : null;
  await db(SALES_TABLES[type])
    .where({ id })
    .update({
      status: change.status,
      status_note: change.note,
      status_changed_at: toDbTimestamp(change.at),
      converted: won,
      converted_at: convertedAt,
    });
}

/** Sets who is responsible for a pre-registration or contact request (null: nobody). */
export async function updateAssignee(
  db: Db,
  type: SalesLeadType,
  id: string,
  assigneeId: string | null,
): Promise<void> {
  await db(SALES_TABLES[type]).where({ id }).update({ assignee_id: assigneeId });
}

/**
 * Every lead of an address, of every kind that has one, oldest first: a
 * contact's history. Addresses are stored trimmed and lower-case (contracts'
 * emailSchema), so the person is their stored address, found on its index.
 */
export async function leadsOfAddress(db: Db, email: string): Promise<LeadListItem[]> {
  const found = await Promise.all(
    BRANCHES.filter((branch) => branch.hasEmail).map(async (branch) => {
      const query = branchSelect(db, branch).where('x.email', email);
      return ((await query) as LeadRow[]).map(toLeadItem);
    }),
  );
  return found
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
