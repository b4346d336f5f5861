import type { ErrorRequestHandler } from 'express';
import { escapeHtml } from 'server-kit';
import { errorReference } from 'server-kit/trace-context';
import { localeFromPath } from '../src/features/locale/resolveLocale';
import { shellTexts } from '../src/texts';
import { shellLogger } from './logger';

/** The status an error asks for (body-parser's 413, a 400), else 500. */
function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const asked = typeof status === 'number' ? status : statusCode;
  return typeof asked === 'number' && asked >= 400 && asked < 600 ? asked : 500;
}

/**
 * The last handler: a request that failed on the server gets a page in its
 * language (from the path, else German) with a reference the visitor can
 * quote — 'Fehler-ID: …', the start of the trace id — and one log line with
 * the whole trace id and the error. A client's error (4xx) keeps Express's
 * plain answer; nothing is logged for it, nor as an error for a visitor who
 * left before the page was ready (their render is aborted, toFetchRequest.ts).
 */
export function serverErrorPage(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (req.socket.destroyed) {
      // The visitor left (closed the tab, a client's timeout) and its render was
      // aborted: nothing failed and nobody is there to read an answer.
      shellLogger.info({ method: req.method }, 'visitor left before the page was ready');
      return;
    }
    const status = statusOf(error);
    if (status < 500 || res.headersSent) {
      if (status >= 500) shellLogger.error({ err: error }, 'request failed after its answer began');
      return next(error);
    }
    shellLogger.error({ err: error, method: req.method }, 'page failed');
    const language = localeFromPath(req.path)?.language ?? 'de';
    res
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(errorDocument(language, errorReference()));
  };
}

/** A plain document: nothing of the app (which may be what failed), no script, no style. */
function errorDocument(language: keyof typeof shellTexts.resources, reference?: string): string {
  const texts = shellTexts.resources[language];
  const line = reference
    ? `<p data-testid="error-reference">${escapeHtml(texts.error.reference.replace('{{id}}', reference))}</p>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.error.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(texts.error.title)}</h1>
<p>${escapeHtml(texts.error.text)}</p>
${line}
<p><a href="/">${escapeHtml(texts.notFound.home)}</a></p>
</main>
</body>
</html>`;
}
