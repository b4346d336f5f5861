import { LRUCache } from 'lru-cache';
import { gradientTypeOf, type EbookCoverFormat, type EbookListItem } from 'contracts';
import { svgToPng } from '../covers/coverPng';
import { bookCoverSvg, socialImageSvg, type CoverText } from '../covers/coverSvg';

export interface CoverService {
  /**
   * The e-book's cover in the language of its texts (`ebook.language`): `svg`
   * the book (cards, its page), `png` the 1200×630 link preview (og:image).
   */
  image(ebook: EbookListItem, format: EbookCoverFormat): Promise<Buffer>;
}

export interface CoverServiceOptions {
  /**
   * Bytes of drawn images kept in memory, the least recently used dropped
   * first (default 24 MiB: a link preview PNG is ~280 KB of smooth gradients,
   * a book SVG ~1.5 KB). Browsers and the edge keep the immutable URLs anyway.
   */
  maxBytes?: number;
}

export function coverText(ebook: EbookListItem): CoverText {
  return {
    title: ebook.title,
    category: ebook.categoryLabel,
    gradient: gradientTypeOf(ebook.gradientType),
  };
}

/**
 * Draws covers once per e-book, language, format and version: a PNG takes
 * a few hundred milliseconds, a kept one nothing. Concurrent requests for the
 * same image share one drawing.
 */
export function coverService({
  maxBytes = 24 * 1024 * 1024,
}: CoverServiceOptions = {}): CoverService {
  // Each image counted by its bytes once drawn (1 while it is drawn). No TTL:
  // the key holds the cover's version, so a changed e-book is a new key.
  // (Kept in a new object when its size is known: lru-cache sizes an entry
  // again only when its value changes.)
  const drawn = new LRUCache<string, { image: Promise<Buffer> }>({ maxSize: maxBytes });

  function draw(ebook: EbookListItem, format: EbookCoverFormat) {
    const text = coverText(ebook);
    return format === 'svg'
      ? Promise.resolve(Buffer.from(bookCoverSvg(text)))
      : svgToPng(socialImageSvg(text));
  }

  return {
    image(ebook, format) {
      const key = `${ebook.id} ${ebook.language} ${format} ${ebook.coverVersion}`;
      const kept = drawn.get(key);
      if (kept) return kept.image;
      const image = draw(ebook, format);
      drawn.set(key, { image }, { size: 1 });
      image.then(
        (bytes) => {
          if (drawn.peek(key)?.image === image) drawn.set(key, { image }, { size: bytes.length });
        },
        () => {
          if (drawn.peek(key)?.image === image) drawn.delete(key);
        },
      );
      return image;
    },
  };
}
