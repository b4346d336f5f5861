import { toDbTimestamp } from '../../data/rows';

/** The languages Spain's Verifactu content is seeded in. */
export type SeedLanguage = 'es' | 'de' | 'fr';
const SEED_LANGUAGES: ReadonlyArray<SeedLanguage> = ['es', 'de', 'fr'];
/** The id's language digit; existing digits must never change. */
const ID_DIGIT: Readonly<Record<SeedLanguage, string>> = { es: '1', de: '2', fr: '3' };

/** One entry in every seed language (a question and its answer, a term and its definition). */
export type Translated<Text> = Record<SeedLanguage, Text> & { isActive?: boolean };

// A type, not an interface: rows must fit insertMissing's Record<string, unknown>.
export type TranslatedRowBase = {
  id: string;
  language: SeedLanguage;
  sort_order: number;
  is_active: boolean;
  created_at: string;
};

/**
 * One row per entry and language, ordered as listed. Fixed ids
 * `{idPrefix}-0000-4000-8000-{language digit}{entry index, 11 digits}`: seeds
 * insert missing ids only, so an existing id must never change.
 */
export function translatedRows<Text, Row>(
  idPrefix: string,
  entries: ReadonlyArray<Translated<Text>>,
  toRow: (text: Text) => Row,
): Array<TranslatedRowBase & Row> {
  return SEED_LANGUAGES.flatMap((language) =>
    entries.map((entry, i) => ({
      id: `${idPrefix}-0000-4000-8000-${ID_DIGIT[language]}${String(i).padStart(11, '0')}`,
      language,
      sort_order: (i + 1) * 10,
      is_active: entry.isActive ?? true,
      created_at: toDbTimestamp(new Date('2025-06-01T08:00:00.000Z')),
      ...toRow(entry[language]),
    })),
  );
}
