import { ebooks } from './ebooks';
import { products } from './products';
import { testimonials } from './testimonials';

/**
 * Every content type the console edits, each a route of the section
 * (section.ts); their texts are listed in contentTypeTexts.ts.
 */
export const CONTENT_PAGES = [ebooks, products, testimonials];
