// Command-line options of `npm run bench -- ...`.
import { parseArgs } from 'node:util';
import { LOAD, LOCALES, ROUTES } from './config.mjs';

export const USAGE = `npm run bench -- [options]
  --quick            home in de_DE only, 1 Lighthouse run, 2 s of load, no build if dist exists
  --runs N           Lighthouse runs per page, the median is kept (default 3)
  --pages a,b        route names from bench/config.mjs (default: all: ${ROUTES.map((r) => r.name).join(',')})
  --locales a,b      locales (default: ${LOCALES.join(',')})
  --duration S       seconds of autocannon load per server (default ${LOAD.durationSeconds})
  --no-build         skip \`npm run build\` (fails if a build is missing)
  --port N           port for the site (default: first free pair from 3500; the API is N+1)
  --help`;

/**
 * @typedef {object} BenchOptions
 * @property {{ name: string, path: string }[]} routes
 * @property {string[]} locales
 * @property {number} runs
 * @property {number} durationSeconds
 * @property {'always' | 'never' | 'if-missing'} build
 * @property {number | undefined} port
 * @property {boolean} quick
 */

/**
 * @param {string[]} argv
 * @returns {BenchOptions | 'help'}
 */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      runs: { type: 'string' },
      pages: { type: 'string' },
      locales: { type: 'string' },
      duration: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      port: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';

  const quick = values.quick ?? false;
  const routes = pick(values.pages ?? (quick ? 'home' : undefined), ROUTES, 'page');
  const locales = values.locales
    ? values.locales.split(',').map((locale) => locale.trim())
    : quick
      ? [LOCALES[0]]
      : LOCALES;
  return {
    routes,
    locales,
    runs: positive(values.runs ?? (quick ? '1' : '3'), '--runs'),
    durationSeconds: positive(
      values.duration ?? (quick ? '2' : String(LOAD.durationSeconds)),
      '--duration',
    ),
    build: values['no-build'] ? 'never' : quick ? 'if-missing' : 'always',
    port: values.port === undefined ? undefined : positive(values.port, '--port'),
    quick,
  };
}

/**
 * @param {string | undefined} list comma-separated names, or undefined for all
 * @param {{ name: string, path: string }[]} all
 * @param {string} what
 */
function pick(list, all, what) {
  if (!list) return all;
  return list.split(',').map((name) => {
    const found = all.find((item) => item.name === name.trim());
    if (!found)
      throw new Error(`unknown ${what} "${name}"; known: ${all.map((i) => i.name).join(', ')}`);
    return found;
  });
}

/** @param {string} value @param {string} flag */
function positive(value, flag) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${flag} needs a positive integer, got "${value}"`);
  return n;
}
