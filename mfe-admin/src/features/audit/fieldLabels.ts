import { AUDIT_TARGET_TYPES, type AuditTargetType } from 'contracts/admin';
import { LANGUAGES } from 'contracts/locale-codes';
import { useCallback } from 'react';
import { consoleTexts } from '../../texts';
import type { FieldLabel } from '../diff/FieldDiff';
import { useConsoleTexts } from '../api/useConsoleTexts';

/**
 * Where the console already names a kind of record's fields: the blocks of
 * its pages' catalogs, searched in this order, then the words every content
 * page shares. A field no page names keeps its key.
 */
const LABEL_BLOCKS: Record<AuditTargetType, readonly string[]> = {
  user: ['staff'],
  email_hash: [],
  payment_lead: ['leads'],
  contact_request: ['leads'],
  feedback: ['board'],
  pixel: ['pixels'],
  roadmap_item: ['roadmap'],
  faq: ['knowledge.faqs', 'knowledge'],
  glossary: ['knowledge.glossary', 'knowledge'],
  ebook: ['ebooks'],
  product: ['products'],
  testimonial: ['testimonials'],
  routing_destination: ['routing'],
  delivery: ['routing'],
};

/** One of the kinds the console knows (and names). */
export const isTargetType = (type: string | null): type is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly (string | null)[]).includes(type);

const isLanguage = (key: string | undefined) => (LANGUAGES as readonly unknown[]).includes(key);

/** A catalog's text at a dotted key (undefined: none there, or a block rather than a text). */
function textAt(catalog: object, key: string): string | undefined {
  let value: unknown = catalog;
  for (const part of key.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The fields of a kind of record by the names its console page gives them:
 * ['texts', 'es', 'quote'] of a testimonial → 'Zitat (Español)'.
 */
export function useFieldLabel(targetType: string | null): FieldLabel {
  const { t, i18n } = useConsoleTexts();
  return useCallback(
    (path) => {
      const blocks = [...(isTargetType(targetType) ? LABEL_BLOCKS[targetType] : []), 'content'];
      const catalog = consoleTexts.resources[i18n.language];
      const named = (key: string) =>
        blocks.map((block) => textAt(catalog, `${block}.${key}`)).find(Boolean) ?? key;
      // A record's texts per language: the field, then its language.
      const [first, second, ...rest] = path;
      if (first === 'texts' && isLanguage(second) && rest.length > 0)
        return `${rest.map(named).join(' › ')} (${t(`languages.${second}`)})`;
      return path.map(named).join(' › ');
    },
    [t, i18n, targetType],
  );
}
