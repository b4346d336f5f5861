import { loadListOrPreview, type SectionLoaderArgs } from 'shared-ui';
import { testimonialsPreviewQuery, testimonialsQuery } from '../ebooks/ebookQueries';

/**
 * Prefetches the country's stories; a failure stays in the cache and the
 * page shows its empty state. With a preview token from the console, the
 * stories with its testimonial (marked); a bad or expired token is a 404.
 */
export const loadSuccessStories = (args: SectionLoaderArgs) => {
  const { country, language } = args.locale;
  return loadListOrPreview(args, testimonialsQuery(country, language), (token) =>
    testimonialsPreviewQuery(country, language, token),
  );
};
