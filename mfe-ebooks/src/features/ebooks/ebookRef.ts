import type { EbookListItem } from 'contracts';
import { EBOOK_LIST_PATH, ebookSegment } from 'contracts/ebook-links';

/** The list's path below the locale; the shell's route table names the same path (so do the console's previews). */
export const EBOOKS_PATH = EBOOK_LIST_PATH;

/** Which id the last path segment of a detail URL carries. */
export type EbookRef = { kind: 'uuid'; id: string } | { kind: 'numeric'; numericId: number };

// A UUID is tested first: its last group may be all digits.
const UUID_AT_END = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const NUMBER_AT_END = /(?:^|-)(\d+)$/;

/**
 * SPEC §2: the detail segment ends in a UUID or in a numeric id after the
 * slug (`{slug}-{numericId or id}`). The slug itself is not needed to find the
 * e-book. This only finds the id; whether it can exist is the API's rule
 * (an id it rejects is answered like an unknown one: not found). Keeping the
 * contract's zod schemas out of here keeps zod off the section's first load.
 */
export function parseEbookRef(segment: string | undefined): EbookRef | null {
  if (!segment) return null;
  const uuid = UUID_AT_END.exec(segment)?.[1];
  if (uuid) return { kind: 'uuid', id: uuid.toLowerCase() };
  const digits = NUMBER_AT_END.exec(segment)?.[1];
  const numericId = Number(digits);
  return digits && Number.isSafeInteger(numericId) ? { kind: 'numeric', numericId } : null;
}

type EbookIdentity = Pick<EbookListItem, 'id' | 'numericId' | 'slug'>;

/** The canonical last segment: the slug, then the numeric id if the e-book has one, else its UUID. */
export const canonicalEbookSegment: (ebook: EbookIdentity) => string = ebookSegment;

/** Path of an e-book below the locale (for `localePath`). */
export function ebookPath(ebook: EbookIdentity): string {
  return `${EBOOKS_PATH}/${canonicalEbookSegment(ebook)}`;
}

/** The download page of an e-book: its capture form, served without script too. */
export const DOWNLOAD_SEGMENT = 'download';
export function ebookDownloadPath(ebook: EbookIdentity): string {
  return `${ebookPath(ebook)}/${DOWNLOAD_SEGMENT}`;
}
