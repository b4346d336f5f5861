import { contentTypeServicesOf, type ConsoleServices } from './console';
import type { PreviewKind } from './console/previews';
import { contentService, type ContentService } from './content';

/**
 * A preview's public answer (issue 41 §4): the previewed record as the public
 * would see it with its pending edit (draft or scheduled) published — read
 * through the same public queries, with the edit applied in a transaction
 * that is rolled back (content-drafts.ts `withPending`). Kinds without
 * drafts (FAQs, glossary terms) answer from the live tables.
 */
export type ContentPreview = <T>(
  kind: PreviewKind,
  recordId: string,
  read: (content: ContentService) => Promise<T>,
) => Promise<T>;

export function contentPreview(admin: ConsoleServices, live: ContentService): ContentPreview {
  return (kind, recordId, read) => {
    const type = contentTypeServicesOf(admin).find((service) => service.previewKind === kind);
    return type ? type.withPending(recordId, (on) => read(contentService(on))) : read(live);
  };
}
