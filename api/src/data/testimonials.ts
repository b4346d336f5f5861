import {
  LANGUAGES,
  testimonialSchema,
  type AdminTestimonial,
  type AdminTestimonialQuery,
  type Country,
  type Language,
  type Testimonial,
  type TestimonialFields,
  type TestimonialTexts,
} from 'contracts';
import type { Db } from '../db/connection';
import { activeOrPreviewed, previewMark } from './previewed';
import { nullable, toBoolean, toIsoTimestamp, toOptionalIsoTimestamp } from './rows';
import {
  deleteTranslated,
  insertTranslated,
  matches,
  ownTexts,
  textRows,
  textsByLanguage,
  textsOf,
  type TranslationTable,
  updateTranslatedAtVersion,
  withTexts,
} from './translations';

const TABLE = 'testimonials';

export const TESTIMONIAL_TEXTS: TranslationTable = {
  table: 'testimonial_translations',
  recordColumn: 'testimonial_id',
};

interface TestimonialRow {
  id: string;
  name: string;
  image_url: string | null;
  country: string;
  language: string;
  is_active?: unknown;
  version?: number | string;
  created_at: unknown;
  updated_at?: unknown;
}

/** A testimonial's texts in one language (testimonial_translations). */
interface TestimonialTextsRow {
  language: string;
  quote: string;
  business: string;
  branche: string | null;
  location: string | null;
}

const toTestimonial = (
  row: TestimonialRow,
  shown: TestimonialTextsRow,
  previewId?: string,
): Testimonial =>
  testimonialSchema.parse({
    id: row.id,
    name: row.name,
    business: shown.business,
    quote: shown.quote,
    branche: nullable(shown.branche),
    location: nullable(shown.location),
    imageUrl: nullable(row.image_url),
    country: row.country,
    language: shown.language,
    createdAt: toIsoTimestamp(row.created_at),
    ...previewMark(row.id, previewId),
  });

export interface TestimonialFilter {
  /** The country the businesses are in; none: every country. */
  country?: Country;
  /** The page's language: each testimonial's texts in it where it has them. */
  language?: Language;
  /** A preview token's testimonial: listed (and marked) active or not, if it is of `country`. */
  previewId?: string;
}

/** Active ones only (the console's new ones start inactive), newest first; the id breaks ties. */
export async function listTestimonials(
  db: Db,
  { country, language, previewId }: TestimonialFilter,
): Promise<Testimonial[]> {
  const query = activeOrPreviewed(db<TestimonialRow>(TABLE), previewId).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id' },
  ]);
  if (country) query.where({ country });
  return withTexts(
    db,
    TESTIMONIAL_TEXTS,
    await query,
    language,
    (row, shown: TestimonialTextsRow) => toTestimonial(row, shown, previewId),
  );
}

// ---- The console (admins, editors): every testimonial, active or not, with all its texts ----

const textsOut = (row: TestimonialTextsRow): TestimonialTexts => ({
  quote: row.quote,
  business: row.business,
  industry: row.branche ?? '',
  location: row.location ?? '',
});

function toAdminTestimonial(
  row: TestimonialRow,
  rows: ReadonlyMap<Language, TestimonialTextsRow> | undefined,
): AdminTestimonial {
  const { texts, missing } = textsByLanguage(rows, textsOut);
  const language = row.language as Language;
  const createdAt = toIsoTimestamp(row.created_at);
  return {
    id: row.id,
    name: row.name,
    imageUrl: nullable(row.image_url),
    country: row.country as AdminTestimonial['country'],
    language,
    business: ownTexts(texts, language)?.business ?? '',
    texts,
    missing,
    active: toBoolean(row.is_active),
    version: Number(row.version ?? 1),
    createdAt,
    updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
  };
}

async function toAdminTestimonials(db: Db, rows: readonly TestimonialRow[]) {
  const texts = await textsOf<TestimonialTextsRow>(
    db,
    TESTIMONIAL_TEXTS,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminTestimonial(row, texts.get(row.id)));
}

/** Every testimonial matching the console's filters, newest first; the search runs in JS. */
export async function listAdminTestimonials(
  db: Db,
  query: AdminTestimonialQuery,
): Promise<AdminTestimonial[]> {
  const q = db<TestimonialRow>(TABLE);
  if (query.country) q.where('country', query.country);
  if (query.active !== undefined) q.where('is_active', query.active);
  const testimonials = await toAdminTestimonials(
    db,
    await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]),
  );
  const search = query.q;
  return search
    ? testimonials.filter((item) =>
        matches(
          search,
          item.name,
          ...LANGUAGES.flatMap((l) => [item.texts[l]?.business, item.texts[l]?.quote]),
        ),
      )
    : testimonials;
}

export async function findAdminTestimonial(
  db: Db,
  id: string,
): Promise<AdminTestimonial | undefined> {
  const row = await db<TestimonialRow>(TABLE).where({ id }).first();
  return row ? (await toAdminTestimonials(db, [row]))[0] : undefined;
}

const testimonialColumns = (fields: Partial<Omit<TestimonialFields, 'texts'>>) => ({
  ...(fields.name !== undefined && { name: fields.name }),
  ...(fields.imageUrl !== undefined && { image_url: fields.imageUrl }),
  ...(fields.country !== undefined && { country: fields.country }),
  ...(fields.language !== undefined && { language: fields.language }),
  ...(fields.active !== undefined && { is_active: fields.active }),
});

const testimonialTextRows = (texts: TestimonialFields['texts']) =>
  textRows(texts, (text) => ({
    quote: text.quote,
    business: text.business,
    branche: text.industry || null,
    location: text.location || null,
  }));

export const insertTestimonial = (db: Db, fields: TestimonialFields, now: Date): Promise<string> =>
  insertTranslated(
    db,
    TABLE,
    TESTIMONIAL_TEXTS,
    testimonialColumns(fields),
    testimonialTextRows(fields.texts),
    now,
  );

/** Compare-and-set on the version (see updateTranslatedAtVersion); false: someone else changed it. */
export const updateTestimonialAtVersion = (
  db: Db,
  id: string,
  version: number,
  fields: Partial<TestimonialFields>,
  now: Date,
): Promise<boolean> =>
  updateTranslatedAtVersion(
    db,
    TABLE,
    TESTIMONIAL_TEXTS,
    { id, version, now },
    testimonialColumns(fields),
    fields.texts && testimonialTextRows(fields.texts),
  );

export const deleteTestimonial = (db: Db, id: string): Promise<boolean> =>
  deleteTranslated(db, TABLE, TESTIMONIAL_TEXTS, id);
