import type { Faq, GlossaryEntry, Language } from 'contracts';
import { apiQuery } from 'shared-ui';

/**
 * FAQs and glossary of SPEC §7: Spain's entries (whatever the URL's country:
 * Verifactu is Spanish law) in the visitor's language. The loader and the
 * page use the same options, so the server's data is the page's data.
 */
const SPAIN = 'ES';
const TOPIC = 'verifactu';

export const faqQuery = (language: Language) =>
  apiQuery<Faq[]>({
    path: '/api/faqs',
    params: { country: SPAIN, category: TOPIC, language },
    failure: 'Failed to fetch FAQs',
  });

export const glossaryQuery = (language: Language) =>
  apiQuery<GlossaryEntry[]>({
    path: '/api/glossary',
    params: { country: SPAIN, context: TOPIC, language },
    failure: 'Failed to fetch glossary',
  });
