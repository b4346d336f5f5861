import { ebookTexts } from './ebookTexts';
import { productTexts } from './productTexts';
import { testimonialTexts } from './testimonialTexts';

/**
 * The texts of every content type the console edits (index.ts), each a
 * block of the catalogs named by its console area.
 */
export const contentTypeTexts = <Language extends 'de' | 'es' | 'fr'>(language: Language) => ({
  ebooks: ebookTexts[language],
  products: productTexts[language],
  testimonials: testimonialTexts[language],
});
