import type { Knex } from 'knex';
import { EBOOK_TEXTS } from '../../data/ebooks';
import { PRODUCT_TEXTS } from '../../data/products';
import { ROADMAP_TEXTS } from '../../data/roadmap';
import { TESTIMONIAL_TEXTS } from '../../data/testimonials';
import type { TranslationTable } from '../../data/translations';
import { ebookTextRows, seedEbookData } from './ebooks';
import { productTextRows, seedProductData } from './products';
import { roadmapTextRows } from './roadmap';
import { seedTestimonialData, testimonialTextRows } from './testimonials';

/** The no-break space French puts before ? ! ; : » and after « (DESIGN.md §9, the catalogs' rule). */
const PUNCTUATION_SPACE = /[\u00a0\u202f](?=[?!;:»])|(?<=«)[\u00a0\u202f]/g;

/** A text as the first seeds wrote it: an ordinary space there, so a line could start with ':'. */
const asFirstSeeded = (text: string) => text.replace(PUNCTUATION_SPACE, ' ');

const seededTexts = (): Array<[TranslationTable, ReadonlyArray<Record<string, unknown>>]> => [
  [EBOOK_TEXTS, seedEbookData.flatMap(ebookTextRows)],
  [PRODUCT_TEXTS, seedProductData.flatMap(productTextRows)],
  [ROADMAP_TEXTS, roadmapTextRows()],
  [TESTIMONIAL_TEXTS, seedTestimonialData.flatMap(testimonialTextRows)],
];

/**
 * The seeds now space French punctuation as the catalogs do; a database
 * seeded before still holds the ordinary spaces. A French text found exactly
 * as first seeded gets the seed's text now; one an editor changed since is
 * left alone. Runs after the text seeds.
 */
export async function respaceFrenchTexts(trx: Knex.Transaction): Promise<void> {
  for (const [{ table, recordColumn }, rows] of seededTexts()) {
    for (const row of rows) {
      if (row.language !== 'fr') continue;
      for (const [column, text] of Object.entries(row)) {
        if (typeof text !== 'string' || asFirstSeeded(text) === text) continue;
        await trx(table)
          .where({
            [recordColumn]: row[recordColumn],
            language: 'fr',
            [column]: asFirstSeeded(text),
          })
          .update({ [column]: text });
      }
    }
  }
}
