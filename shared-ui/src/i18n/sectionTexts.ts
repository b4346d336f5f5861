import type { Language } from '../locale/locale';

/** A section's texts: its namespace and a complete catalog per language. */
export interface SectionTexts<T extends object = object> {
  ns: string;
  resources: Record<Language, T>;
}
