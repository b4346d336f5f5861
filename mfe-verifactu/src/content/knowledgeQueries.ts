import type { Faq, GlossaryEntry, Language } from 'contracts';
import { VERIFACTU_ENTRIES } from 'contracts/list-pages';
import { apiQuery } from 'shared-ui';

/**
 * FAQs and glossary of SPEC §7: Spain's entries (whatever the URL's country:
 * Verifactu is Spanish law) in the visitor's language. The loader and the
 * page use the same options, so the server's data is the page's data.
 */
const { country, topic } = VERIFACTU_ENTRIES;

export const faqQuery = (language: Language) =>
  apiQuery<Faq[]>({
    path: '/api/faqs',
    params: { country, category: topic, language },
    failure: 'Failed to fetch FAQs',
  });

export const glossaryQuery = (language: Language) =>
  apiQuery<GlossaryEntry[]>({
    path: '/api/glossary',
    params: { country, context: topic, language },
    failure: 'Failed to fetch glossary',
  });

/*
 * The same lists with one entry, active or not, marked, for a preview token
 * from the console: never cached by the API; an invalid or expired token,
 * or one of an entry these pages would not list, is `null` (not found).
 */

export const faqPreviewQuery = (language: Language, token: string) =>
  apiQuery<Faq[] | null>({
    path: '/api/faqs/preview',
    params: { token, country, category: topic, language },
    failure: 'Failed to fetch FAQs preview',
    whenNotFound: null,
  });

export const glossaryPreviewQuery = (language: Language, token: string) =>
  apiQuery<GlossaryEntry[] | null>({
    path: '/api/glossary/preview',
    params: { token, country, context: topic, language },
    failure: 'Failed to fetch glossary preview',
    whenNotFound: null,
  });
