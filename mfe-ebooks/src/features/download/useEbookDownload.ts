import { useQueryClient } from '@tanstack/react-query';
import type { EbookDetail } from 'contracts';
import { useCallback, useState } from 'react';
import { currentDeviceType, useVisitorId } from 'shared-ui';
import { countDownloadLocally } from './downloadCount';
import { openInNewTab } from './openInNewTab';
import { trackDownload } from './trackDownload';

/**
 * One download (SPEC §4): the slide URL opens in a new tab, the category's
 * local count rises, the download is tracked. `blockedUrl` is set when the
 * browser blocked the tab, so the page can offer a link instead.
 */
export function useEbookDownload(ebook: EbookDetail) {
  const queryClient = useQueryClient();
  const visitorId = useVisitorId();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const start = useCallback(() => {
    // First, while the visitor's click still counts as a user gesture.
    const opened = openInNewTab(ebook.googleSlidesUrl);
    setBlockedUrl(opened ? null : ebook.googleSlidesUrl);
    countDownloadLocally(queryClient, ebook.category);
    if (!visitorId) {
      console.warn('Download not tracked: no visitor id');
      return;
    }
    void trackDownload({
      visitorId,
      ebookCategory: ebook.category,
      ebookId: ebook.id,
      deviceType: currentDeviceType(),
    });
  }, [ebook, queryClient, visitorId]);

  return { start, blockedUrl };
}
