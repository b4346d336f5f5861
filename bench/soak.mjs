// The shell's server under sustained load (issue 16): 50 connections on a mix
// of server-rendered pages for a bounded time, reporting pages/s, p99, errors
// and the shell's peak RSS; then /api through the shell's proxy against the
// API direct, and through the production edge (nginx) where it is installed.
// A measurement, not a timed test: budgets are reported.
//   node bench/soak.mjs [seconds]   (or as a step of `npm run bench`)
//   node bench/soak.mjs --proxy [rounds]   (the /api figure alone)
//   node bench/soak.mjs --pages [seconds] [modes]   (the page kinds alone, e.g.
//     `--pages 8 uniqueUrls`)
//   node bench/soak.mjs --url <origin> [seconds]   (the same load on a running
//     site, e.g. the containers' edge: JSON figures, no RSS: measure it where the server runs)
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEdge } from './edge.mjs';
import { freeSitePorts, isBuilt, startSite } from './site.mjs';
import { hasWrk, wrk } from './wrk.mjs';

/** A mix of what visitors ask for: shell pages, section pages, the e-book list, a 404. */
export const SOAK_PATHS = [
  '/de_DE/roadmap',
  '/de_DE/social-media-tipps-und-tricks',
  '/de_DE',
  '/es_ES/hellocash/verifactu',
  '/fr_FR/hellocash',
  '/de_DE/about',
  '/de_DE/nope',
];

export const SOAK_BUDGETS = {
  pagesPerSecond: 400,
  p99Ms: 250,
  peakRssMb: 400,
  proxyRatio: 0.8,
  cpuMsPerUncachedPage: 2.5,
};

/**
 * One page of each kind (issue 28 / DESIGN.md §8): a content page, a list
 * and a detail page, each measured three ways (below).
 */
export const PAGE_KINDS = [
  { kind: 'content', path: '/de_DE/roadmap' },
  { kind: 'list', path: '/de_DE/social-media-tipps-und-tricks' },
  { kind: 'detail', path: '/de_DE/hellocash/pos-system' },
];

/**
 * How each page is asked for: the same URL every time (the page cache answers
 * after the first render), a unique URL per request (a parameter the cache
 * must key on: every request is rendered, the campaign-burst worst case),
 * and campaign URLs (a unique click id and utm values per request: the
 * figure the page cache must keep within 10 % of the same-URL one, as
 * tracking parameters do not change the page).
 */
const URL_MODES = {
  sameUrl: () => '',
  uniqueUrls: (n) => `?bench=${n}`,
  campaignUrls: (n) => `?utm_source=newsletter&utm_medium=email&utm_campaign=bench&gclid=${n}`,
};

/** Requests on one page, its query varied per request by `mode`. */
function loadPage(origin, pagePath, mode, seconds) {
  let n = 0;
  return load(origin, {
    duration: seconds,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: pagePath + mode(n++) }) },
    ],
  });
}

/**
 * Each page kind in each URL mode: pages/s, p99, errors, and the shell's CPU
 * per page (its own CPU time over the requests it answered: uncached, the
 * cost of one render).
 * @param {{ origin: string }} site @param {number} shellPid @param {number} seconds
 */
async function measurePageKinds(site, shellPid, seconds, modes = Object.keys(URL_MODES)) {
  const figures = {};
  for (const { kind, path: pagePath } of PAGE_KINDS) {
    figures[kind] = { path: pagePath };
    for (const [modeName, mode] of Object.entries(URL_MODES)) {
      if (!modes.includes(modeName)) continue;
      await loadPage(site.origin, pagePath, mode, 1); // warm-up
      const before = cpuMs(shellPid);
      const result = await loadPage(site.origin, pagePath, mode, seconds);
      figures[kind][modeName] = {
        pagesPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        shellCpuMsPerPage: Number(((cpuMs(shellPid) - before) / result.requests.total).toFixed(2)),
      };
    }
  }
  return figures;
}

/** One of the site's servers (`shell/dist/server/index.js`, `api/dist/server.js`): a child of scripts/start.mjs. */
function serverPid(parentPid, script) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === parentPid && cmdline.includes(script)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no ${script} process under ${parentPid}`);
}

/** A process's CPU time so far (user + system), in ms: /proc/<pid>/stat counts clock ticks of 10 ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * 50 connections. Each starts a new connection after 500 requests, as a
 * browser would when told to: nginx ends a client's connection after 1,000
 * requests (keepalive_requests) with `Connection: close`, which autocannon
 * does not heed. It would write its next request into the closing socket and
 * count the reset as an error of the site's.
 * @param {string} url @param {object} options
 */
const load = (url, options) => autocannon({ url, connections: 50, reconnectRate: 500, ...options });

/**
 * @param {{ seconds?: number, log?: (line: string) => void }} [options]
 */
export async function runSoak({ seconds = 60, log = () => {} } = {}) {
  const port = await freeSitePorts(3600);
  const sqliteFile = path.join(os.tmpdir(), `hello-soak-${process.pid}-${port}.sqlite`);
  const site = await startSite({ port, sqliteFile });
  try {
    const pid = serverPid(site.pid, 'shell/dist/server/index.js');
    let peakRss = rssMb(pid);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
    log(`soak: ${seconds} s, 50 connections, ${SOAK_PATHS.length} pages in turn`);
    const soak = await load(site.origin, {
      duration: seconds,
      requests: SOAK_PATHS.map((p) => ({ method: 'GET', path: p })),
    });
    clearInterval(sampler);
    site.assertAlive();
    const perPage = await measurePageKinds(site, pid, Math.min(8, seconds));
    const api = await measureProxy(site);
    return {
      seconds,
      loadAverage: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
      soak: {
        pagesPerSecond: soak.requests.average,
        p99Ms: soak.latency.p99,
        errors: soak.errors + soak.timeouts + soak['5xx'],
        peakRssMb: Math.round(peakRss),
      },
      perPage,
      api,
    };
  } finally {
    await site.stop();
  }
}

const PROXIED = '/api/ebooks?country=DE';

/** Whether wrk is installed, asked once (see wrk.mjs). */
const LOAD_GENERATOR = hasWrk() ? 'wrk' : 'autocannon';

/** Requests per second and errors on one URL, with wrk where installed. */
async function rate(url, duration) {
  if (LOAD_GENERATOR === 'wrk') return wrk(url, { duration });
  const result = await load(url, { duration });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * /api through the shell against the API direct, in alternating rounds (each
 * after a 1 s warm-up) so that what else runs on the machine weighs on both
 * alike; the median round's ratio, and every round's. Both paths are warmed
 * up before the first round and the order flips each round: on a freshly
 * started site the path measured first would otherwise also pay for
 * compiling the API's code that the other path then finds hot.
 *
 * Where nginx is installed, each round also measures /api through the
 * production edge (bench/edge.mjs): the path /api takes in production, where
 * nginx routes it and the shell's proxy is not used.
 * @param {{ origin: string, apiOrigin: string, pid: number }} site
 */
export async function measureProxy(site, { rounds = 5, seconds = 5 } = {}) {
  const servers = {
    shell: serverPid(site.pid, 'shell/dist/server/index.js'),
    api: serverPid(site.pid, 'api/dist/server.js'),
  };
  // The edge's figure is reported beside the budget's: an nginx that does not start leaves it out, not the soak.
  let edgeMissing = 'nginx is not installed';
  const edge = await startEdge(site).catch((error) => {
    edgeMissing = `nginx did not start: ${error.message}`;
    return undefined;
  });
  try {
    const paths = [
      ['viaShell', site.origin],
      ...(edge ? [['viaEdge', edge.origin]] : []),
      ['direct', site.apiOrigin],
    ];
    for (const [, origin] of paths) await rate(origin + PROXIED, 3);
    const measured = [];
    for (let round = 0; round < rounds; round++) {
      const figures = {};
      for (const [name, origin] of round % 2 === 0 ? paths : [...paths].reverse()) {
        await rate(origin + PROXIED, 1);
        const before = { shell: cpuMs(servers.shell), api: cpuMs(servers.api) };
        const result = await rate(origin + PROXIED, seconds);
        figures[name] = Math.round(result.requestsPerSecond);
        figures[`${name}Errors`] = result.errors;
        // What one request costs each server in CPU, whatever the scheduler made of the two cores.
        if (name === 'viaShell')
          figures.shellCpuUs = Math.round(
            ((cpuMs(servers.shell) - before.shell) * 1000) / result.requests,
          );
        figures[`${name}ApiCpuUs`] = Math.round(
          ((cpuMs(servers.api) - before.api) * 1000) / result.requests,
        );
      }
      const ratio = (name) => Number((figures[name] / figures.direct).toFixed(2));
      measured.push({
        ...figures,
        ratio: ratio('viaShell'),
        ...(edge ? { edgeRatio: ratio('viaEdge') } : {}),
      });
    }
    const median = (key) => [...measured].sort((a, b) => a[key] - b[key])[Math.floor(rounds / 2)];
    return {
      ...median('ratio'),
      edge: edge ? median('edgeRatio') : undefined,
      edgeMissing,
      rounds: measured,
      loadGenerator: LOAD_GENERATOR,
    };
  } finally {
    await edge?.stop();
  }
}

/** The soak's figures against its budgets, as lines for the bench's output. */
export function soakReport(result) {
  const mark = (ok) => (ok ? 'ok' : 'OVER BUDGET');
  const b = SOAK_BUDGETS;
  return [
    `## Soak (${result.seconds} s, 50 connections; load average ${result.loadAverage})`,
    `- mix: ${result.soak.pagesPerSecond} pages/s, p99 ${result.soak.p99Ms} ms, ${result.soak.errors} errors/5xx (${mark(result.soak.errors === 0)})`,
    `- shell peak RSS: ${result.soak.peakRssMb} MB (budget ${b.peakRssMb}: ${mark(result.soak.peakRssMb <= b.peakRssMb)})`,
    ...pageKindsReport(result.perPage),
    proxyReport(result.api),
  ].join('\n');
}

/** One line per page kind and URL mode, against the page budgets (DESIGN.md §8). */
function pageKindsReport(perPage) {
  const b = SOAK_BUDGETS;
  const mark = (ok) => (ok ? 'ok' : 'OVER BUDGET');
  return Object.entries(perPage).flatMap(([kind, { path: pagePath, ...modes }]) => {
    const same = modes.sameUrl?.pagesPerSecond ?? Number.NaN;
    return Object.entries(modes).map(([modeName, f]) => {
      const budget =
        modeName === 'sameUrl'
          ? ''
          : modeName === 'uniqueUrls'
            ? ` (budget ≥ ${b.pagesPerSecond} pages/s, p99 ≤ ${b.p99Ms} ms, ≤ ${b.cpuMsPerUncachedPage} ms CPU: ${mark(f.pagesPerSecond >= b.pagesPerSecond && f.p99Ms <= b.p99Ms && f.shellCpuMsPerPage <= b.cpuMsPerUncachedPage)})`
            : ` (${(f.pagesPerSecond / same).toFixed(2)} of the same URL's; budget ≥ 0.9: ${mark(f.pagesPerSecond >= 0.9 * same)})`;
      return `- ${kind} ${pagePath}, ${modeName}: ${f.pagesPerSecond} pages/s, p99 ${f.p99Ms} ms, ${f.errors} errors, shell CPU ${f.shellCpuMsPerPage} ms/page${budget}`;
    });
  });
}

/** @param {Awaited<ReturnType<typeof measureProxy>>} api */
const proxyReport = (api) =>
  [
    `- /api through the shell (${api.loadGenerator}): ${api.viaShell} req/s, direct ${api.direct} req/s, ratio ${api.ratio} (median of ${api.rounds.length} rounds: ${api.rounds.map((round) => round.ratio).join(', ')}; budget ${SOAK_BUDGETS.proxyRatio}: ${api.ratio >= SOAK_BUDGETS.proxyRatio ? 'ok' : 'OVER BUDGET'})`,
    `- CPU per /api request in that round: shell's proxy ${api.shellCpuUs} µs, API ${api.viaShellApiCpuUs} µs (direct: ${api.directApiCpuUs} µs)`,
    api.edge
      ? `- /api through the production edge (nginx, deploy/nginx): ${api.edge.viaEdge} req/s, direct ${api.edge.direct} req/s, ratio ${api.edge.edgeRatio} (median of ${api.rounds.length} rounds: ${api.rounds.map((round) => round.edgeRatio).join(', ')}); API ${api.edge.viaEdgeApiCpuUs} µs per request in that round`
      : `- /api through the production edge: not measured (${api.edgeMissing})`,
  ].join('\n');

/** The soak's load alone on a site that runs elsewhere (e2e-containers' soak test). */
async function soakUrl(origin, seconds) {
  const soak = await load(origin, {
    duration: seconds,
    requests: SOAK_PATHS.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    seconds,
    requests: soak.requests.total,
    pagesPerSecond: soak.requests.average,
    p99Ms: soak.latency.p99,
    errors: soak.errors + soak.timeouts + soak['5xx'],
    // What the errors were, for a failed check's message.
    errorKinds: { connection: soak.errors, timeouts: soak.timeouts, status5xx: soak['5xx'] },
  };
}

/** The page kinds alone (no soak, no proxy): `node bench/soak.mjs --pages [seconds] [modes]`. */
async function pageKindsOnly(seconds, modes) {
  const port = await freeSitePorts(3600);
  const sqliteFile = path.join(os.tmpdir(), `hello-pages-${process.pid}-${port}.sqlite`);
  const site = await startSite({ port, sqliteFile });
  try {
    const shellPid = serverPid(site.pid, 'shell/dist/server/index.js');
    const perPage = await measurePageKinds(site, shellPid, seconds, modes);
    const loadAverage = os.loadavg().map((value) => value.toFixed(2));
    console.log(`load average ${loadAverage.join(' ')}`);
    console.log(pageKindsReport(perPage).join('\n'));
  } finally {
    await site.stop();
  }
}

/** The proxy figure alone (no soak): `node bench/soak.mjs --proxy [rounds]`. */
async function proxyOnly(rounds) {
  const port = await freeSitePorts(3600);
  const sqliteFile = path.join(os.tmpdir(), `hello-proxy-${process.pid}-${port}.sqlite`);
  const site = await startSite({ port, sqliteFile });
  try {
    const api = await measureProxy(site, { rounds });
    console.log(
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.log(proxyReport(api));
  } finally {
    await site.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--url') {
    console.log(JSON.stringify(await soakUrl(process.argv[3], Number(process.argv[4] ?? 60))));
    process.exit(0);
  }
  if (!isBuilt()) {
    console.error('soak: the site is not built; run `npm run build`');
    process.exit(1);
  }
  if (process.argv[2] === '--pages') {
    const modes = process.argv[4]?.split(',') ?? Object.keys(URL_MODES);
    await pageKindsOnly(Number(process.argv[3] ?? 8), modes);
    process.exit(0);
  }
  if (process.argv[2] === '--proxy') {
    await proxyOnly(Number(process.argv[3] ?? 5));
    process.exit(0);
  }
  const seconds = Number(process.argv[2] ?? 60);
  const result = await runSoak({ seconds, log: (line) => console.log(`[soak] ${line}`) });
  console.log(soakReport(result));
  process.exit(0);
}
