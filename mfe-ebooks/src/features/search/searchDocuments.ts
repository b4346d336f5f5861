import type { EbookListItem, Testimonial } from 'contracts';
import { LIST_PAGES } from 'contracts/list-pages';
import { searchByCountry, type SearchContext, type SearchDocument } from 'shared-ui';
import { ebookPath } from '../ebooks/ebookRef';

/**
 * What the site search finds here: every e-book offered somewhere (its page)
 * and every success story (on the stories page), as the lists show them in
 * the context's language.
 */
export async function searchDocuments(context: SearchContext): Promise<SearchDocument[]> {
  const [ebooks, stories] = await Promise.all([
    searchByCountry<EbookListItem>(
      context,
      (country, language) => `/api/ebooks?country=${country}&language=${language}`,
      (ebook) => ({
        kind: 'ebook',
        title: ebook.title,
        text: [ebook.description, ebook.categoryLabel].filter(Boolean).join(' – '),
        path: ebookPath(ebook),
      }),
    ),
    searchByCountry<Testimonial>(
      context,
      (country, language) => `/api/testimonials?country=${country}&language=${language}`,
      (story) => ({
        kind: 'story',
        title: `${story.name}, ${story.business}`,
        text: [story.quote, story.branche, story.location].filter(Boolean).join(' – '),
        path: LIST_PAGES.stories,
      }),
    ),
  ]);
  return [...ebooks, ...stories];
}
