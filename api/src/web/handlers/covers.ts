import type { RequestHandler } from 'express';
import { ebookCoverQuerySchema, uuidParamSchema, type EbookCoverFormat } from 'contracts';
import type { Services } from '../../services';
import { parseWith } from '../validate';

const MEDIA_TYPES: Record<EbookCoverFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
};

/** The URL names the cover's current version: it never changes, keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** No or an old version in the URL: the current cover, kept briefly (the ETag makes asking again cheap). */
export const REVALIDATE_SOON = 'public, max-age=300';

/**
 * An e-book's cover (`svg`: the book; `png`: the 1200×630 link preview) with
 * its title and category in the language of `?language=` where the e-book
 * has it, else in its own. 404 for an e-book that does not exist.
 */
export const ebookCover =
  (format: EbookCoverFormat) =>
  ({ content, covers, admin }: Services): RequestHandler =>
  async (req, res) => {
    const id = parseWith(uuidParamSchema, req.params.id);
    const { language, v, preview } = parseWith(ebookCoverQuerySchema, req.query);
    // An inactive e-book's cover only for its preview token, and kept nowhere.
    const previewing =
      preview !== undefined && (await admin.previews.recordId('ebook', preview)) === id;
    const ebook = previewing
      ? await content.ebookPreview(id, language)
      : await content.ebookById(id, language);
    const image = await covers.image(ebook, format);
    res.set({
      'Content-Type': MEDIA_TYPES[format],
      'Cache-Control': previewing
        ? 'no-store'
        : v === ebook.coverVersion
          ? IMMUTABLE
          : REVALIDATE_SOON,
      ETag: `"${ebook.coverVersion}-${ebook.language}-${format}"`,
    });
    // Express answers 304 itself when If-None-Match names this ETag.
    res.send(image);
  };
