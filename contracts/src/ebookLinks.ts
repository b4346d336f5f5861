/**
 * The last path segment of an e-book's page (SPEC §2): its slug, then its
 * numeric id if it has one, else its UUID. Neither depends on the page's
 * language, so switching it keeps the visitor on the same e-book. Plain (no
 * zod): the e-books section and the shell's home page link with it.
 */
export function ebookSegment(ebook: {
  id: string;
  numericId: number | null;
  slug: string;
}): string {
  return `${ebook.slug}-${ebook.numericId ?? ebook.id}`;
}
