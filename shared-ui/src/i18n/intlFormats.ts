/**
 * Intl's formatters, built once per language and options and then kept.
 * Building one costs far more than using it (ICU loads the language's data
 * and compiles its patterns): the roadmap built a date format per item while
 * it hydrated, one long task on a phone, and the countdown built one every
 * second. The options are the code's own and the languages few, so few are kept.
 */
const kept = new Map<string, unknown>();

function keep<T>(kind: string, language: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`;
  let formatter = kept.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    kept.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions) =>
  keep('number', language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions) =>
  keep('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const pluralRules = (language: string) =>
  keep('plural', language, undefined, () => new Intl.PluralRules(language));

export const displayNames = (language: string, options: Intl.DisplayNamesOptions) =>
  keep('names', language, options, () => new Intl.DisplayNames([language], options));

export const listFormat = (language: string, options?: Intl.ListFormatOptions) =>
  keep('list', language, options, () => new Intl.ListFormat(language, options));

export const collator = (language: string, options?: Intl.CollatorOptions) =>
  keep('collator', language, options, () => new Intl.Collator(language, options));

/**
 * Sorts by a text as a reader of the language expects (Spanish puts Ñ after
 * N; case and accents do not separate): the glossary's order, on the public
 * page and in the console alike.
 */
export function alphabetically<T>(language: string, textOf: (item: T) => string) {
  const { compare } = collator(language, { sensitivity: 'base' });
  return (a: T, b: T): number => compare(textOf(a), textOf(b));
}
