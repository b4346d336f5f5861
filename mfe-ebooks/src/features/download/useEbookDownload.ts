import { useQueryClient } from '@tanstack/react-query';
import type { EbookDetail } from 'contracts';
import { useCallback, useState } from 'react';
import { countDownloadLocally } from './downloadCount';
import { openInNewTab } from './openInNewTab';

/**
 * One download on a hydrated page, once the action has tracked it (SPEC §4):
 * the slide URL opens in a new tab and the category's local count rises.
 * `blockedUrl` is set when the browser blocked the tab, so the page can
 * offer a link instead.
 */
export function useEbookDownload(ebook: EbookDetail) {
  const queryClient = useQueryClient();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const start = useCallback(
    (slidesUrl: string) => {
      const opened = openInNewTab(slidesUrl);
      setBlockedUrl(opened ? null : slidesUrl);
      countDownloadLocally(queryClient, ebook.category);
    },
    [ebook, queryClient],
  );

  return { start, blockedUrl };
}
