import type { Page } from '@playwright/test';

/**
 * Browser downloads do not work for test tools here (DESIGN.md §7), so the
 * page's object URLs are recorded instead: what a download would have saved.
 * Call before the page loads.
 */
export async function recordBlobDownloads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const saved: { type: string; text: Promise<string> }[] = [];
    (window as unknown as { __blobDownloads: typeof saved }).__blobDownloads = saved;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) saved.push({ type: object.type, text: object.text() });
      return create(object);
    };
    // Keep the click from starting a real download: the file name stays on the link.
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target;
        if (link instanceof HTMLAnchorElement && link.download) {
          event.preventDefault();
          link.dataset.recordedDownload = link.download;
          document.documentElement.dataset.lastDownload = link.download;
        }
      },
      true,
    );
  });
}

/** The recorded downloads: MIME type, text and the file name of the last one. */
export async function blobDownloads(
  page: Page,
): Promise<{ files: { type: string; text: string }[]; lastFileName: string | undefined }> {
  return page.evaluate(async () => {
    const saved = (
      window as unknown as { __blobDownloads: { type: string; text: Promise<string> }[] }
    ).__blobDownloads;
    const files = await Promise.all(
      saved.map(async (file) => ({ type: file.type, text: await file.text })),
    );
    return { files, lastFileName: document.documentElement.dataset.lastDownload };
  });
}
