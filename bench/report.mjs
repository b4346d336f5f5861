// Budgets (DESIGN.md §8) against the measured figures, and the report as
// Markdown: printed to the terminal and written next to the JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS } from './config.mjs';

/**
 * @typedef {object} BudgetCheck
 * @property {keyof typeof BUDGETS} id
 * @property {string} subject the page, remote or endpoint
 * @property {number} value
 * @property {boolean} ok
 */

/** @param {keyof typeof BUDGETS} id @param {number} value */
export function withinBudget(id, value) {
  const { budget, kind } = BUDGETS[id];
  return kind === 'max' ? value <= budget : value >= budget;
}

/**
 * @param {any} report the object built by runBench
 * @returns {BudgetCheck[]}
 */
export function evaluateBudgets(report) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const add = (
    /** @type {keyof typeof BUDGETS} */ id,
    /** @type {string} */ subject,
    /** @type {number | null | undefined} */ value,
  ) => {
    if (typeof value === 'number') checks.push({ id, subject, value, ok: withinBudget(id, value) });
  };
  for (const page of report.pages) {
    for (const id of /** @type {const} */ ([
      'score',
      'lcp',
      'fcp',
      'tbt',
      'cls',
      'criticalRequests',
      'origins',
    ]))
      add(id, page.path, page.site[id]);
    add('paintRatio', page.path, page.paintRatio);
    add('deadWindow', page.path, page.deadWindow?.deadWindow);
  }
  const firstLoad = report.js.firstLoad;
  if (firstLoad) {
    for (const page of report.pages)
      if (page.route !== 'home' && typeof page.jsGzip === 'number')
        add('pageJsOverHome', page.path, page.jsGzip - firstLoad.totalGzip);
    add('firstLoadJs', `${firstLoad.page} (transferred)`, firstLoad.transferredBytes);
    add('firstLoadJs', `${firstLoad.page} (build files, gzip -9)`, firstLoad.totalGzip);
  }
  if (report.js.consentBanner?.files)
    add(
      'consentBanner',
      'consent banner on a first visit (gzip -9)',
      report.js.consentBanner.gzipBytes,
    );
  for (const hop of report.js.entryHops) {
    add('entryHop', `${hop.remote} remoteEntry.js`, hop.remoteEntry);
    add('entryHop', `${hop.remote} mf-manifest.json`, hop.manifest);
  }
  for (const endpoint of report.api) add('apiRatio', endpoint.path, endpoint.ratio);
  return checks;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;

/** @param {keyof typeof BUDGETS} id @param {number} value */
function show(id, value) {
  const { unit } = BUDGETS[id];
  if (unit === 'ms') return ms(value);
  if (unit === 'B') return kb(value);
  if (unit === 'x') return `${value.toFixed(2)}×`;
  if (id === 'cls') return value.toFixed(3);
  if (id === 'apiRatio') return `${Math.round(value * 100)}%`;
  return String(value);
}

/** A figure with its mark: "1441 ms" when within budget, "2030 ms OVER" when not. */
function marked(/** @type {keyof typeof BUDGETS} */ id, /** @type {number} */ value) {
  return withinBudget(id, value) ? show(id, value) : `${show(id, value)} **OVER**`;
}

function budgetText(/** @type {keyof typeof BUDGETS} */ id) {
  const { budget, kind } = BUDGETS[id];
  return `${kind === 'max' ? '≤' : '≥'} ${show(id, budget)}`;
}

/** @param {string[]} header @param {string[][]} rows */
function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** @param {any} report */
export function toMarkdown(report) {
  const out = [];
  out.push(`# Bench ${report.startedAt}`);
  out.push(
    `Lighthouse ${report.environment.lighthouse}, ${report.environment.chromium}, Node ${report.environment.node}, ` +
      `${report.environment.cpus} CPUs; ${report.method.lighthouse}; median of ${report.method.runs} run(s) ${report.method.median}. ` +
      `Took ${report.seconds} s.`,
  );

  out.push(`## Pages`);
  out.push(
    table(
      [
        'page',
        'score',
        'LCP',
        'FCP',
        'TBT',
        'CLS',
        'JS transferred',
        'req / origins / critical',
        'runs: score@LCP',
        'static LCP (physical limit)',
        'static score',
        'LCP ÷ static (Lantern)',
        'JS gzip -9',
        'throttled: heading (static copy) / hydrated / dead window',
        'heading ÷ static (throttled)',
      ],
      report.pages.map((/** @type {any} */ page) => [
        page.path,
        marked('score', page.site.score),
        marked('lcp', page.site.lcp),
        marked('fcp', page.site.fcp),
        marked('tbt', page.site.tbt),
        marked('cls', page.site.cls),
        kb(page.site.jsBytes),
        `${page.site.requests} / ${marked('origins', page.site.origins)} / ${marked('criticalRequests', page.site.criticalRequests)}`,
        page.site.runs
          .map((/** @type {any} */ run) => `${run.score}@${Math.round(run.lcp)}`)
          .join(', '),
        ms(page.static.lcp),
        String(page.static.score),
        `${page.lcpRatio.toFixed(2)}×`,
        typeof page.jsGzip === 'number' ? kb(page.jsGzip) : '–',
        page.deadWindow
          ? `${ms(page.deadWindow.heading)} (${ms(page.staticHeading)}) / ${ms(page.deadWindow.hydrated)} / ${marked('deadWindow', page.deadWindow.deadWindow)}`
          : '–',
        typeof page.paintRatio === 'number' ? marked('paintRatio', page.paintRatio) : '–',
      ]),
    ),
  );

  out.push(`## JavaScript (gzip)`);
  const firstLoad = report.js.firstLoad;
  if (firstLoad) {
    out.push(
      table(
        [
          'first load of',
          'transferred (Lighthouse)',
          'build files gzip -9: entry + chunks = total',
          'script requests',
          'budget',
        ],
        [
          [
            firstLoad.page,
            marked('firstLoadJs', firstLoad.transferredBytes),
            `${kb(firstLoad.entryGzip)} + ${kb(firstLoad.chunksGzip)} = ${marked('firstLoadJs', firstLoad.totalGzip)}`,
            String(firstLoad.requests) +
              (firstLoad.unmatched.length ? ` (${firstLoad.unmatched.length} not in a build)` : ''),
            budgetText('firstLoadJs'),
          ],
        ],
      ),
    );
  }
  out.push(
    table(
      ['app', 'JS files', 'raw', 'gzip -9 (all chunks, loaded or not)'],
      report.js.perApp.map((/** @type {any} */ app) => [
        app.app,
        String(app.files),
        kb(app.rawBytes),
        kb(app.gzipBytes),
      ]),
    ),
  );
  if (report.js.consentBanner?.files)
    out.push(
      table(
        ['consent banner on a first visit', 'gzip -9', 'budget'],
        [
          ['its chunk (consent-banner)', kb(report.js.consentBanner.chunkGzip), ''],
          ['consent modules in the entry chunks', kb(report.js.consentBanner.modulesGzip), ''],
          ["its words in the page's catalog", kb(report.js.consentBanner.wordsGzip), ''],
          [
            'together',
            marked('consentBanner', report.js.consentBanner.gzipBytes),
            budgetText('consentBanner'),
          ],
        ],
      ),
    );
  out.push(
    table(
      ['remote', 'remoteEntry.js', 'mf-manifest.json', 'budget'],
      report.js.entryHops.map((/** @type {any} */ hop) => [
        hop.remote,
        hop.remoteEntry === null ? 'missing' : marked('entryHop', hop.remoteEntry),
        hop.manifest === null ? 'missing' : marked('entryHop', hop.manifest),
        `${budgetText('entryHop')} each`,
      ]),
    ),
  );

  out.push(`## API throughput (autocannon, ${report.method.apiLoad.durationSeconds} s per server)`);
  out.push(
    table(
      [
        'endpoint',
        'API req/s',
        'API p99',
        'bare Express req/s',
        'bare p99',
        'API ÷ bare',
        'non-2xx / errors (API, bare)',
      ],
      report.api.map((/** @type {any} */ e) => [
        e.path,
        String(Math.round(e.api.rps)),
        ms(e.api.p99),
        String(Math.round(e.bare.rps)),
        ms(e.bare.p99),
        `${marked('apiRatio', e.ratio)} (goal ${budgetText('apiRatio')})`,
        `${e.api.non2xx}/${e.api.errors}, ${e.bare.non2xx}/${e.bare.errors}`,
      ]),
    ),
  );

  out.push(`## Budgets (DESIGN.md §8)`);
  const ids = /** @type {(keyof typeof BUDGETS)[]} */ (Object.keys(BUDGETS));
  out.push(
    table(
      ['figure', 'budget', 'worst', 'over / checked', 'status'],
      ids
        .map((id) => {
          /** @type {BudgetCheck[]} */
          const checks = report.budgets.filter((/** @type {BudgetCheck} */ c) => c.id === id);
          if (checks.length === 0) return null;
          const worst = checks.reduce((a, b) =>
            BUDGETS[id].kind === 'max' ? (b.value > a.value ? b : a) : b.value < a.value ? b : a,
          );
          const over = checks.filter((c) => !c.ok).length;
          return [
            BUDGETS[id].label,
            budgetText(id),
            `${show(id, worst.value)} (${worst.subject})`,
            `${over} / ${checks.length}`,
            over ? '**OVER**' : 'ok',
          ];
        })
        .filter((row) => row !== null),
    ),
  );
  return out.join('\n\n') + '\n';
}

/**
 * Writes <timestamp>.json/.md and latest.json/.md.
 * @param {any} report
 * @param {string} dir
 */
export function writeReport(report, dir) {
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = JSON.stringify(report, null, 2) + '\n';
  const markdown = toMarkdown(report);
  const files = [];
  for (const name of [stamp, 'latest']) {
    writeFileSync(path.join(dir, `${name}.json`), json);
    writeFileSync(path.join(dir, `${name}.md`), markdown);
    files.push(path.join(dir, `${name}.json`), path.join(dir, `${name}.md`));
  }
  return { files, markdown };
}
