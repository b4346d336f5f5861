// The site search's index, measured in-process (issue 40's figures, not a
// timed test): the documents every section declares, read from a running
// API (API_URL, default http://127.0.0.1:3001), indexed per language; then
// the heap each language's index takes and the p95 of answering queries.
// Usage: API_URL=http://127.0.0.1:4611 node bench/search-index.mjs
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { jsx: true });
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const fetchJson = async (path) => (await fetch(`${apiUrl}${path}`)).json();
const sections = ['ebooks', 'products', 'hellopayment', 'verifactu', 'feedback'];
const { buildLanguageIndex, answerQuery } = await jiti.import(
  '../shell/server/search/searchIndex.ts',
);
const { shellSearchDocuments } = await jiti.import('../shell/server/search/searchDocuments.ts');

const QUERIES = [
  'verif',
  'Verifaktu',
  'kasse',
  'Kasse für Friseur',
  'instagram reels',
  'strafe',
  'Was kostet ein Verstoß gegen Verifactu?',
  'factura',
  'website',
  'xyzzy',
  'mollie',
  'glossar',
];

const documentsOf = {};
for (const language of ['de', 'es', 'fr']) {
  const documents = [...shellSearchDocuments(language)];
  for (const name of sections) {
    const { searchDocuments } = await jiti.import(
      `../mfe-${name}/src/features/search/searchDocuments.ts`,
    );
    documents.push(...(await searchDocuments({ fetchJson, language })));
  }
  documentsOf[language] = documents;
}

const heapAfterGc = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const kept = [];
for (const language of ['de', 'es', 'fr']) {
  const documents = documentsOf[language];
  const before = heapAfterGc();
  const index = buildLanguageIndex(language, documents);
  kept.push(index);
  const heap = heapAfterGc() - before;
  const times = [];
  for (let round = 0; round < 200; round += 1)
    for (const query of QUERIES) {
      const started = process.hrtime.bigint();
      answerQuery(index, { query, page: 1, country: 'DE' });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.floor(q * (times.length - 1))].toFixed(3);
  console.log(
    `${language}: ${documents.length} documents, index ≈ ${(heap / 1024).toFixed(0)} KiB heap, answer p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms (${times.length} queries)`,
  );
}
