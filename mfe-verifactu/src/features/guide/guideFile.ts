import type { Faq } from 'contracts';
import { addTexts, createI18n, type SectionLoaderArgs } from 'shared-ui';
import { faqQuery } from '../../content/knowledgeQueries';
import { verifactuTexts } from '../../texts';
import { everyPageTexts } from './everyPageTexts';
import { guideDocument, type GuideDocument } from './guideDocument';
import { guidePdf } from './guidePdf';

/**
 * The PDF guide as the shell's server answers `/{locale}/hellocash/verifactu/leitfaden.pdf`
 * (section.ts `files`): made when asked, in the locale's language, from the
 * pages' own content and the FAQ page's data, so it is never out of step
 * with them. Its ETag is a hash of what it says: a browser asking again gets
 * 304 until a date, a check, a fine or an FAQ changes.
 */
const MAX_AGE_SECONDS = 3600;

/** Made PDFs by ETag: the same content is laid out once per process (a few, small). */
const made = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const MAX_KEPT = 12;

async function etagOf(guide: GuideDocument): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(guide)),
  );
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
  return `"guide-${guide.language}-${hex.join('').slice(0, 24)}"`;
}

function pdfOf(etag: string, guide: GuideDocument): Promise<Uint8Array<ArrayBuffer>> {
  let pdf = made.get(etag);
  if (!pdf) {
    pdf = guidePdf(guide);
    made.set(etag, pdf);
    pdf.catch(() => made.delete(etag));
    if (made.size > MAX_KEPT) made.delete(made.keys().next().value as string);
  }
  return pdf;
}

export async function guideFile({ locale, queryClient }: SectionLoaderArgs): Promise<Response> {
  const i18n = createI18n(locale.language);
  for (const texts of everyPageTexts) addTexts(i18n, texts);
  const t = i18n.getFixedT(locale.language, verifactuTexts.ns);
  // Without the FAQ (API unreachable) the guide still has every date, check and fine;
  // it then points to the FAQ page, and is not kept by browsers.
  const faqs: Faq[] | null = await queryClient
    .fetchQuery(faqQuery(locale.language))
    .catch(() => null);
  const guide = guideDocument(t, locale.language, faqs);
  const etag = await etagOf(guide);
  const pdf = await pdfOf(etag, guide);
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${t('guide.fileName')}"`,
      'Cache-Control': faqs ? `public, max-age=${MAX_AGE_SECONDS}` : 'no-store',
      ETag: etag,
      'Content-Language': locale.language,
    },
  });
}
