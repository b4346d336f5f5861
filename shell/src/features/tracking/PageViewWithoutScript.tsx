import { PAGE_VIEW_BEACON_PATH } from 'contracts/page-view-fields';
import { useLocation } from 'react-router-dom';
import { useLocale } from 'shared-ui';
import { trackedPath } from './pageView';

/**
 * A page shown without script counts its view too (issue 41): a browser
 * without script loads this <noscript> image, one with script never does
 * (usePageViewTracking counts that page), so no view is counted twice. The
 * same cookieless count, by path, country and language; the campaign comes
 * from the page's own URL (the image request's Referer). The URL is the
 * same for every visitor of the page, so the page cache keeps it.
 */
export function PageViewWithoutScript() {
  const { pathname } = useLocation();
  const { country, language } = useLocale();
  const query = new URLSearchParams({ url: trackedPath(pathname), country, language });
  return (
    <noscript>
      <img src={`${PAGE_VIEW_BEACON_PATH}?${query}`} alt="" width={1} height={1} hidden />
    </noscript>
  );
}
