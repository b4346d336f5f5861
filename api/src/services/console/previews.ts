import type { PreviewGrant } from 'contracts';
import type { Clock } from './clock';
import type { ServerKeys } from './server-keys';

/** How long a preview link works: long enough to check a page, short enough to not leak. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

/**
 * The records whose public page the console can preview before it is
 * activated: e-books and products have their own page; testimonials, FAQs,
 * glossary terms and roadmap items are previewed on the list they appear on.
 */
export type PreviewKind = 'ebook' | 'product' | 'testimonial' | 'faq' | 'glossary' | 'roadmap';

/**
 * The preview of a record's public page (issue 20, item 4): the console
 * hands an editor a signed, short-lived token (server-keys.ts) naming the
 * kind and id of the record; the public API shows that record, active or
 * not, for that token only. Nothing is stored.
 */
export interface PreviewService {
  /** A token for the record's public page, valid for PREVIEW_TTL_MS. */
  grant(kind: PreviewKind, id: string): Promise<PreviewGrant>;
  /** The id of the record of `kind` the token names (signed by a known key, not expired), else undefined. */
  recordId(kind: PreviewKind, token: string): Promise<string | undefined>;
}

export function previewService(clock: Clock, keys: () => Promise<ServerKeys>): PreviewService {
  return {
    grant: async (kind, id) => {
      const expiresAt = clock().getTime() + PREVIEW_TTL_MS;
      return {
        token: (await keys()).previewToken(kind, id, expiresAt),
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },
    recordId: async (kind, token) => (await keys()).previewTokenId(kind, token, clock().getTime()),
  };
}
