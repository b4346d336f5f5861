import { createQueryClient } from 'shared-ui';
import { downloadStatsQuery } from '../ebooks/ebookQueries';
import { countDownloadLocally, nextDownloadStats } from './downloadCount';

describe('local download count (SPEC §4)', () => {
  it('rises by 1', () => {
    expect(nextDownloadStats({ count: 0 })).toEqual({ count: 1 });
    expect(nextDownloadStats({ count: 1233 })).toEqual({ count: 1234 });
  });

  it('is set to 1 when there is none', () => {
    expect(nextDownloadStats(undefined)).toEqual({ count: 1 });
  });

  it("changes the category's cached server count, and only that category's", () => {
    const queryClient = createQueryClient();
    const facebook = downloadStatsQuery('Facebook').queryKey;
    const tiktok = downloadStatsQuery('TikTok').queryKey;
    queryClient.setQueryData(facebook, { count: 7 });
    queryClient.setQueryData(tiktok, { count: 2 });

    countDownloadLocally(queryClient, 'Facebook');
    countDownloadLocally(queryClient, 'Facebook');
    countDownloadLocally(queryClient, 'Pinterest');

    expect(queryClient.getQueryData(facebook)).toEqual({ count: 9 });
    expect(queryClient.getQueryData(tiktok)).toEqual({ count: 2 });
    expect(queryClient.getQueryData(downloadStatsQuery('Pinterest').queryKey)).toEqual({
      count: 1,
    });
  });
});
