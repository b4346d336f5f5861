// `npm run bench`: build, start the production site, measure, stop, report.
// A tool, not a test: budgets over the limit are reported, not failed on.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseBenchArgs, USAGE } from './args.mjs';
import { runBench } from './bench.mjs';
import { writeReport } from './report.mjs';
import { buildSite, isBuilt, ROOT } from './site.mjs';
import { runSoak, soakReport } from './soak.mjs';
import { runWebhookBench } from './webhooks.mjs';

const RESULTS = path.join(ROOT, 'bench/results');

/** @param {string} line */
const log = (line) => console.log(`[bench] ${line}`);

process.once('SIGINT', () => process.exit(130)); // runs the exit hooks that stop the site

try {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    process.exit(0);
  }
  const t0 = Date.now();
  if (options.build === 'always' || (options.build === 'if-missing' && !isBuilt())) {
    log('npm run build');
    await buildSite();
    log(`built in ${Math.round((Date.now() - t0) / 1000)} s`);
  } else if (!isBuilt()) {
    throw new Error('the site is not built; run `npm run build` or drop --no-build');
  } else {
    log('using the existing build');
  }
  const report = await runBench({
    ...options,
    staticDir: path.join(RESULTS, 'static'),
    log,
  });
  const { files, markdown } = writeReport(report, RESULTS);
  console.log(`\n${markdown}`);
  for (const file of files) if (existsSync(file)) log(`wrote ${path.relative(ROOT, file)}`);
  // The shell's server under sustained load: its own site, after the page measurements.
  console.log(`\n${soakReport(await runSoak({ seconds: 60, log }))}`);
  // Leads to sales (issue 37): the API alone, after the site has stopped.
  console.log(`\n${await runWebhookBench({ log })}`);
  log(`total ${Math.round((Date.now() - t0) / 1000)} s (measuring ${report.seconds} s)`);
  process.exit(0);
} catch (error) {
  console.error(
    `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}
