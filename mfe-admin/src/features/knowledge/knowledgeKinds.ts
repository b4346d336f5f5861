import type {
  AdminFaqDetail,
  AdminGlossaryDetail,
  AdminFaq,
  AdminGlossaryEntry,
  Country,
  Language,
  PreviewGrant,
} from 'contracts';
import { LIST_PAGES, VERIFACTU_ENTRIES } from 'contracts/list-pages';
import { LANGUAGES } from 'contracts/locale-codes';
import { alphabetically, RESULT_PARAM, SENT_PARAM } from 'shared-ui';
import { recordPath } from '../records/recordPaths';

/**
 * FAQs and glossary terms share one console page design: a kind says which
 * API it talks to, how its fields are named there and how its forms are
 * named on the page. The page works on `KnowledgeEntry`, the same shape for
 * both, so list, forms and actions are written once.
 */
export type KnowledgeKindKey = 'faqs' | 'glossary';

export interface KnowledgeKind {
  key: KnowledgeKindKey;
  /** The console API's list path (entries below it by id). */
  apiPath: string;
  /** The API's names of the topic, title and text fields. */
  fields: {
    topic: 'category' | 'context';
    title: 'question' | 'term';
    text: 'answer' | 'definition';
  };
  /** Prefix of the page's form names (`faq-move:<id>`). */
  formPrefix: 'faq' | 'term';
  /** The public page that lists the kind's Verifactu entries (its preview). */
  page: keyof typeof LIST_PAGES;
  /**
   * How the public page orders a group: FAQs as the editors arrange them,
   * the glossary alphabetically in its language (a reader looks a term up).
   * The console lists a group the same way, and offers moves only where they count.
   */
  order: 'arranged' | 'alphabetical';
}

export const KNOWLEDGE_KINDS: Record<KnowledgeKindKey, KnowledgeKind> = {
  faqs: {
    key: 'faqs',
    apiPath: '/api/admin/faqs',
    fields: { topic: 'category', title: 'question', text: 'answer' },
    formPrefix: 'faq',
    page: 'faqs',
    order: 'arranged',
  },
  glossary: {
    key: 'glossary',
    apiPath: '/api/admin/glossary',
    fields: { topic: 'context', title: 'term', text: 'definition' },
    formPrefix: 'term',
    page: 'glossary',
    order: 'alphabetical',
  },
};

/** An entry of either kind, as the page shows it. */
export interface KnowledgeEntry {
  id: string;
  country: Country;
  language: Language | null;
  /** FAQ category or glossary context. */
  topic: string;
  /** Question or term. */
  title: string;
  /** Answer or definition. */
  text: string;
  /** 1-based position in its group. */
  order: number;
  /** How many entries its group has. */
  groupSize: number;
  active: boolean;
  version: number;
  /** The edited entry's preview token (its detail has one; the list's entries none). */
  preview?: PreviewGrant;
}

export type KnowledgeApiEntry =
  AdminFaq | AdminGlossaryEntry | AdminFaqDetail | AdminGlossaryDetail;

export function toEntry(kind: KnowledgeKind, record: KnowledgeApiEntry): KnowledgeEntry {
  const named = record as unknown as Record<string, string>;
  return {
    id: record.id,
    country: record.country,
    language: record.language,
    topic: named[kind.fields.topic] ?? '',
    title: named[kind.fields.title] ?? '',
    text: named[kind.fields.text] ?? '',
    order: record.order,
    groupSize: record.groupSize,
    active: record.active,
    version: record.version,
    ...('preview' in record && { preview: record.preview }),
  };
}

/**
 * Where the public pages show an entry: Spain's Verifactu entries only
 * (whatever the page's country), in the entry's language — or in every
 * language for one without. None: no public page lists it.
 */
export function entryLocales(entry: KnowledgeEntry): { country: Country; language: Language }[] {
  if (entry.country !== VERIFACTU_ENTRIES.country || entry.topic !== VERIFACTU_ENTRIES.topic)
    return [];
  return (entry.language ? [entry.language] : LANGUAGES).map((language) => ({
    country: VERIFACTU_ENTRIES.country,
    language,
  }));
}

export const entryPath = (kind: KnowledgeKind, id: string, change = '') =>
  recordPath(kind.apiPath, id, change);

/** The page's search parameter naming the entry being edited (`?entry=<id>`). */
export const EDIT_PARAM = 'entry';

/**
 * The page's search with `entry` set (an edit) or removed (back to the
 * list): the filters stay, so the list beside the form is the one chosen.
 */
export function withEntry(search: URLSearchParams, id?: string): string {
  const next = new URLSearchParams(search);
  next.delete(SENT_PARAM);
  next.delete(RESULT_PARAM);
  if (id) next.set(EDIT_PARAM, id);
  else next.delete(EDIT_PARAM);
  return next.size ? `?${next}` : '';
}

/** The list's filters, the same names in the page's URL and in the API's query. */
export const FILTER_FIELDS = ['q', 'country', 'language', 'category', 'active'] as const;

/** The API paths a page needs for its URL: the filtered list, and the entry being edited. */
export function knowledgePaths(kind: KnowledgeKind, search: URLSearchParams): string[] {
  const query = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (value) query.set(field, value);
  }
  const editing = search.get(EDIT_PARAM);
  return [
    query.size ? `${kind.apiPath}?${query}` : kind.apiPath,
    ...(editing ? [entryPath(kind, editing)] : []),
  ];
}

/** Entries by group (country, language, topic), each in the order its public page shows. */
export function groupEntries(kind: KnowledgeKind, entries: readonly KnowledgeEntry[]) {
  const groups = new Map<string, KnowledgeEntry[]>();
  for (const entry of entries) {
    const key = `${entry.country}|${entry.language ?? ''}|${entry.topic}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.entries()].map(([key, members]) => ({
    key,
    entries:
      kind.order === 'alphabetical'
        ? [...members].sort(alphabetically(members[0]!.language ?? 'de', (entry) => entry.title))
        : members,
  }));
}
