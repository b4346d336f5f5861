import { COUNTRIES, LANGUAGES, missingLanguages, type Country, type Language } from 'contracts';
import { parseTextList } from './rows';

/*
 * What the console's translated records (products, testimonials; e-books
 * have their own copy from before) share when read: the texts per language
 * side by side, the missing ones listed, the country list parsed.
 */

/** A stored JSON country list, unknown codes dropped. */
export const countriesOf = (value: unknown): Country[] =>
  parseTextList(value).filter((code): code is Country =>
    (COUNTRIES as readonly string[]).includes(code),
  );

/** Each language's texts (null: none) and the languages without any. */
export function textsByLanguage<Row, Texts>(
  rows: ReadonlyMap<Language, Row> | undefined,
  toTexts: (row: Row) => Texts,
): { texts: Record<Language, Texts | null>; missing: Language[] } {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const row = rows?.get(language);
      return [language, row ? toTexts(row) : null];
    }),
  ) as Record<Language, Texts | null>;
  return { texts, missing: missingLanguages(texts) };
}

/** The record's texts in its own language, else in the first language it has. */
export const ownTexts = <Texts>(
  texts: Readonly<Record<Language, Texts | null>>,
  own: Language,
): Texts | undefined =>
  texts[own] ?? LANGUAGES.map((l) => texts[l]).find((t) => t !== null) ?? undefined;

/** The console's search: a case-insensitive part of any of the texts. */
export const matches = (search: string, ...texts: Array<string | null | undefined>) =>
  texts.some((text) => (text ?? '').toLocaleLowerCase().includes(search.toLocaleLowerCase()));

/** The translation rows to write (null: that language has none). */
export const textRows = <Texts>(
  texts: Readonly<Record<Language, Texts | null>>,
  toRow: (texts: Texts) => Record<string, unknown>,
) =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = texts[language];
      return [language, text ? toRow(text) : null];
    }),
  ) as Record<Language, Record<string, unknown> | null>;
