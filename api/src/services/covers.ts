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
  const drawn = new Map<string, { image: Promise<Buffer>; bytes: number }>();
  let keptBytes = 0;

  function draw(ebook: EbookListItem, format: EbookCoverFormat) {
    const text = coverText(ebook);
    return format === 'svg'
      ? Promise.resolve(Buffer.from(bookCoverSvg(text)))
      : svgToPng(socialImageSvg(text));
  }

  function forget(key: string) {
    const entry = drawn.get(key);
    if (!entry) return;
    drawn.delete(key);
    keptBytes -= entry.bytes;
  }

  return {
    image(ebook, format) {
      const key = `${ebook.id} ${ebook.language} ${format} ${ebook.coverVersion}`;
      const kept = drawn.get(key);
      if (kept) {
        // Used again: moved to the end, the Map's order is the eviction order.
        drawn.delete(key);
        drawn.set(key, kept);
        return kept.image;
      }
      const entry = { image: draw(ebook, format), bytes: 0 };
      drawn.set(key, entry);
      entry.image.then(
        (image) => {
          if (drawn.get(key) !== entry) return;
          entry.bytes = image.length;
          keptBytes += image.length;
          while (keptBytes > maxBytes && drawn.size > 1)
            forget(drawn.keys().next().value as string);
        },
        () => {
          if (drawn.get(key) === entry) forget(key);
        },
      );
      return entry.image;
    },
  };
}
