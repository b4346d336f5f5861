import type { DownloadInput } from 'contracts';
import { apiRequest } from 'shared-ui';

export const TRACK_DOWNLOAD_PATH = '/api/track/download';

/** POST /api/track/download. Never throws: tracking failures are only logged (SPEC §8). */
export async function trackDownload(input: DownloadInput): Promise<void> {
  try {
    await apiRequest('POST', TRACK_DOWNLOAD_PATH, input);
  } catch (error) {
    console.error('Failed to track download', error);
  }
}
