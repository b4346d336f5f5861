import type { Knex } from 'knex';
import { seedEbooks } from './ebooks';
import { seedFaqs } from './faqs';
import { respaceFrenchTexts } from './french-spacing';
import { seedGlossary } from './glossary';
import { seedProducts } from './products';
import { seedRoadmap } from './roadmap';
import { replaceSupersededTexts } from './superseded-texts';
import { seedTestimonials } from './testimonials';
import { seedTrackingPixels } from './tracking-pixels';

export type Seed = (trx: Knex.Transaction) => Promise<void>;

/**
 * Every seed, in order. Each must be idempotent (see insertMissing). Add
 * content seeds (e-books, products, FAQs, ...) by appending to this list.
 */
export const seeds: ReadonlyArray<Seed> = [
  seedTrackingPixels,
  seedTestimonials,
  seedEbooks,
  seedProducts,
  replaceSupersededTexts,
  seedFaqs,
  seedGlossary,
  seedRoadmap,
  respaceFrenchTexts,
];
