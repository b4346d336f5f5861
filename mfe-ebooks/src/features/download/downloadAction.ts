import type { EbookDetail } from 'contracts';
import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import { data } from 'react-router-dom';
import {
  currentDeviceType,
  deviceType,
  formText,
  leadAttribution,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type SectionActionArgs,
} from 'shared-ui';
import { ebookDetailQuery } from '../ebooks/ebookQueries';
import { parseEbookRef } from '../ebooks/ebookRef';

export const EMAIL_CAPTURE_PATH = '/api/email/capture';
export const TRACK_DOWNLOAD_PATH = '/api/track/download';
/** The skip button's value of `intent`: download without an address. */
export const SKIP_INTENT = 'skip';
/** The newsletter checkbox (unticked unless the visitor ticks it): its value when ticked. */
export const NEWSLETTER_FIELD = 'newsletter';
export const NEWSLETTER_YES = 'yes';
export type DownloadField = 'email' | typeof NEWSLETTER_FIELD;

/** What the download page says after a post without script (`?ergebnis=`): the address stored, the newsletter asked for, or skipped. */
export const DOWNLOAD_OUTCOMES = ['saved', 'newsletter', 'skipped'] as const;
export type DownloadOutcome = (typeof DOWNLOAD_OUTCOMES)[number];

/** What a hydrated page gets back: it opens the slides in a new tab itself. */
export interface DownloadDone {
  slidesUrl: string;
  /** The address was stored (the visitor did not skip): the page thanks. */
  captured: boolean;
  /** The visitor asked for the newsletter: a confirmation mail is on its way (double opt-in). */
  newsletter: boolean;
}

/**
 * The download's action (the shared form convention, shared-ui
 * forms/leadForm.ts), on the e-book's download page: with an address it is
 * stored first (a refused address keeps the visitor on the form) — with the
 * newsletter only when its unticked box was ticked, which starts the double
 * opt-in (the API mails a confirmation link; unticked, the opt-in is false as
 * SPEC §5 says) — 'Überspringen' stores none and asks for nothing; then the
 * download is tracked and the visitor gets the slides: a page without
 * script is redirected to the download page saying so, with the slides'
 * link (post/redirect/get; the site's CSP lets forms end on the site only),
 * a hydrated one opens them in a new tab.
 */
export async function downloadAction({
  params,
  request,
  formData,
  visitorId,
  api,
  queryClient,
  locale,
  hydrated,
}: SectionActionArgs) {
  const ref = parseEbookRef(params.ebookRef);
  let ebook: EbookDetail;
  try {
    if (!ref) throw new Error('no e-book id in the path');
    ebook = await queryClient.fetchQuery(ebookDetailQuery(ref, locale.language));
  } catch {
    return data(null, { status: 404 });
  }
  const captured = formText(formData, 'intent') !== SKIP_INTENT;
  const newsletter = captured && formText(formData, NEWSLETTER_FIELD) === NEWSLETTER_YES;
  if (captured) {
    const email = formText(formData, 'email');
    try {
      await api('POST', EMAIL_CAPTURE_PATH, {
        ...(visitorId ? { visitorId } : {}),
        email,
        newsletterOptIn: newsletter,
        ebookCategory: ebook.category,
        ebookId: ebook.id,
        country: locale.country,
        language: locale.language,
        ...(formText(formData, HONEYPOT_FIELD)
          ? { [HONEYPOT_FIELD]: formText(formData, HONEYPOT_FIELD) }
          : {}),
        ...leadAttribution(formData, request),
      });
    } catch (error) {
      return leadFormFailure<DownloadField>(
        error,
        { email, ...(newsletter ? { [NEWSLETTER_FIELD]: NEWSLETTER_YES } : {}) },
        'email',
      );
    }
  }
  await trackDownload(api, ebook, visitorId, request, hydrated);
  if (!hydrated) {
    const outcome: DownloadOutcome = newsletter ? 'newsletter' : captured ? 'saved' : 'skipped';
    return sentRedirect(request, { result: outcome });
  }
  return leadFormDone<DownloadDone>({ slidesUrl: ebook.googleSlidesUrl, captured, newsletter });
}

/** POST /api/track/download. Never fails the download: tracking failures are only logged (SPEC §8). */
async function trackDownload(
  api: SectionActionArgs['api'],
  ebook: EbookDetail,
  visitorId: string | undefined,
  request: Request,
  hydrated: boolean,
) {
  try {
    // Without Statistik consent no id: the API counts the download cookieless.
    await api('POST', TRACK_DOWNLOAD_PATH, {
      ...(visitorId ? { visitorId } : {}),
      ebookCategory: ebook.category,
      ebookId: ebook.id,
      // Without script only the user agent tells (SPEC §9's width rule needs a window).
      deviceType: hydrated
        ? currentDeviceType()
        : deviceType(request.headers.get('user-agent') ?? '', Infinity),
    });
  } catch (error) {
    console.error('Failed to track download', error);
  }
}
