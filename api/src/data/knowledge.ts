import {
  faqSchema,
  glossaryEntrySchema,
  type Country,
  type Faq,
  type GlossaryEntry,
  type Language,
} from 'contracts';
import type { Knex } from 'knex';
import type { Db } from '../db/connection';
import { activeOrPreviewed, previewMark } from './previewed';

/**
 * FAQs and glossary: active only, ordered by sort order, then creation, then id.
 * `language` matches the entry's language; entries without one (untranslated)
 * are shown in every language.
 */
export interface KnowledgeFilter {
  country?: Country;
  /** FAQ category or glossary context. */
  topic?: string;
  language?: Language;
  /** A preview token's entry: listed (and marked) active or not, if it is in the filter's group. */
  previewId?: string;
}

function filtered(
  query: Knex.QueryBuilder,
  topicColumn: string,
  { country, topic, language, previewId }: KnowledgeFilter,
): Knex.QueryBuilder {
  activeOrPreviewed(query, previewId);
  if (country) query.where('country', country);
  if (topic) query.where(topicColumn, topic);
  if (language) query.where((q) => q.where('language', language).orWhereNull('language'));
  return query.orderBy([{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }]);
}

interface FaqRow {
  id: string;
  question: string;
  answer: string;
}

export async function listFaqs(db: Db, filter: KnowledgeFilter): Promise<Faq[]> {
  const rows: FaqRow[] = await filtered(
    db('faqs').select('id', 'question', 'answer'),
    'category',
    filter,
  );
  return rows.map((row) => faqSchema.parse({ ...row, ...previewMark(row.id, filter.previewId) }));
}

interface GlossaryRow {
  id: string;
  term: string;
  definition: string;
}

export async function listGlossary(db: Db, filter: KnowledgeFilter): Promise<GlossaryEntry[]> {
  const rows: GlossaryRow[] = await filtered(
    db('glossary').select('id', 'term', 'definition'),
    'context',
    filter,
  );
  return rows.map((row) =>
    glossaryEntrySchema.parse({ ...row, ...previewMark(row.id, filter.previewId) }),
  );
}
