import {
  ebookCategoryName,
  gradientTypeOf,
  type EbookCoverFormat,
  type EbookListItem,
  type Language,
} from 'contracts';
import { svgToPng } from '../covers/coverPng';
import { bookCoverSvg, socialImageSvg, type CoverText } from '../covers/coverSvg';

export interface CoverService {
  /**
   * The e-book's cover in a language: `svg` the book (cards, its page), `png`
   * the 1200×630 link preview (og:image).
   */
  image(ebook: EbookListItem, language: Language, format: EbookCoverFormat): Promise<Buffer>;
}

export interface CoverServiceOptions {
  /** Drawn images kept in memory, the least recently used dropped first (default 200, ~10 MB of PNGs). */
  maxEntries?: number;
}

export function coverText(ebook: EbookListItem, language: Language): CoverText {
  return {
    title: ebook.title,
    category: ebookCategoryName(ebook.category, language),
    gradient: gradientTypeOf(ebook.gradientType),
  };
}

/**
 * Draws covers once per e-book, language, format and version: a PNG takes
 * tens of milliseconds, a cached one nothing. Concurrent requests for the
 * same image share one drawing.
 */
export function coverService({ maxEntries = 200 }: CoverServiceOptions = {}): CoverService {
  const drawn = new Map<string, Promise<Buffer>>();

  function draw(ebook: EbookListItem, language: Language, format: EbookCoverFormat) {
    const text = coverText(ebook, language);
    return format === 'svg'
      ? Promise.resolve(Buffer.from(bookCoverSvg(text)))
      : svgToPng(socialImageSvg(text));
  }

  return {
    image(ebook, language, format) {
      const key = `${ebook.id} ${language} ${format} ${ebook.coverVersion}`;
      let image = drawn.get(key);
      if (image) drawn.delete(key); // re-inserted last: the Map's order is the eviction order
      image ??= draw(ebook, language, format);
      drawn.set(key, image);
      image.catch(() => drawn.delete(key));
      if (drawn.size > maxEntries) drawn.delete(drawn.keys().next().value as string);
      return image;
    },
  };
}
