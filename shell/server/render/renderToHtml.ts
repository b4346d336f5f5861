import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { reuseCompiledStyles } from './compiledStyles';

/**
 * Renders the app through React's server renderer and collects the
 * styled-components styles it produced. Waits for every Suspense boundary
 * (onAllReady): crawlers and link previews get the complete page. React's
 * own inline scripts (revealing Suspense boundaries) carry the CSP nonce.
 *
 * The page is rendered whole and buffered, never streamed to the visitor:
 * its status code (404, a section's 503, a form's 400) is known only once
 * everything rendered, the page cache stores and answers whole pages (with
 * the nonce put in per answer), and the document's last line names the files
 * of the sections that rendered. What a stream would save is the time
 * between React's first bytes and its last, on a page whose data is loaded
 * before React starts.
 */
export function renderToHtml(
  element: ReactElement,
  nonce: string,
): Promise<{ html: string; styles: string }> {
  const sheet = reuseCompiledStyles(new ServerStyleSheet());
  return new Promise((resolve, reject) => {
    const render = renderToPipeableStream(sheet.collectStyles(element), {
      // Never outline a large Suspense boundary (fallback in place, content
      // moved in by an inline script): without JavaScript the visitor would
      // keep seeing the fallback.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      nonce,
      onAllReady() {
        clearTimeout(timeout);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          const styles = sheet.getStyleTags();
          sheet.seal();
          resolve({ html: Buffer.concat(chunks).toString('utf8'), styles });
        });
        render.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timeout);
        sheet.seal();
        reject(error);
      },
      onError(error) {
        // Errors inside a Suspense boundary are retried in the browser; log them here.
        console.error('Server render error', error);
      },
    });
    // Cleared once the page is done (React calls back from a later task, never
    // during this call): a pending timer would keep the finished render's
    // state alive, and the collector busy, for 10 s.
    const timeout = setTimeout(() => render.abort(new Error('Server render timed out')), 10_000);
    timeout.unref();
  });
}
