import { queryOptions } from '@tanstack/react-query';
import type { Faq, GlossaryEntry, Language } from 'contracts';
import { apiRequest } from 'shared-ui';

/**
 * FAQs and glossary of SPEC §7: Spain's entries (whatever the URL's country:
 * Verifactu is Spanish law) in the visitor's language. The loader and the
 * page use the same options, so the server's data is the page's data.
 */
const VERIFACTU = { country: 'ES', topic: 'verifactu' } as const;

async function fetchList<T>(
  url: string,
  failure: 'Failed to fetch FAQs' | 'Failed to fetch glossary',
): Promise<T[]> {
  try {
    const res = await apiRequest('GET', url);
    // The API maps every row through the contract's schema before answering;
    // parsing again here would ship zod (~40 KB gzip) to every Verifactu visitor.
    return (await res.json()) as T[];
  } catch (error) {
    // SPEC §8: the failure is logged under its own name; the page shows its error state.
    console.error(failure, error);
    throw new Error(failure, { cause: error });
  }
}

export function faqQuery(language: Language) {
  const query = { country: VERIFACTU.country, category: VERIFACTU.topic, language };
  return queryOptions({
    queryKey: ['/api/faqs', query],
    queryFn: () =>
      fetchList<Faq>(`/api/faqs?${new URLSearchParams(query)}`, 'Failed to fetch FAQs'),
  });
}

export function glossaryQuery(language: Language) {
  const query = { country: VERIFACTU.country, context: VERIFACTU.topic, language };
  return queryOptions({
    queryKey: ['/api/glossary', query],
    queryFn: () =>
      fetchList<GlossaryEntry>(
        `/api/glossary?${new URLSearchParams(query)}`,
        'Failed to fetch glossary',
      ),
  });
}
