// Where a page's main-thread time goes: `node bench/diagnose.mjs /de_DE/feedback [...]`.
// Starts the existing production build (like the bench), runs Lighthouse once per
// path and prints TBT, the long tasks and the scripts that cost the most CPU, so a
// TBT over budget can be traced to the code that causes it. Not part of npm test.
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchBrowser } from './lighthouse.mjs';
import { freeSitePorts, isBuilt, startSite } from './site.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0 || !isBuilt()) {
  console.error('usage: node bench/diagnose.mjs /de_DE/roadmap [...]  (after npm run build)');
  process.exit(1);
}

const short = (/** @type {string} */ url) => url.replace(/^https?:\/\/[^/]+/, '');
const port = await freeSitePorts(3600);
const site = await startSite({
  port,
  sqliteFile: path.join(os.tmpdir(), `bench-diagnose-${process.pid}.sqlite`),
});
const browser = await launchBrowser();
try {
  for (const page of paths) {
    const result = await lighthouse(`${site.origin}${page}`, {
      port: browser.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const audits = /** @type {Record<string, any>} */ (result.lhr.audits);
    console.log(
      `\n${page}: score ${Math.round((result.lhr.categories.performance.score ?? 0) * 100)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms, benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}`,
    );
    console.log('  long tasks (simulated ms, start):');
    for (const task of audits['long-tasks']?.details?.items ?? [])
      console.log(
        `    ${Math.round(task.duration)} ms @ ${Math.round(task.startTime)}  ${short(task.url)}`,
      );
    console.log('  script CPU (total / evaluation / parse+compile ms):');
    for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 12))
      console.log(
        `    ${Math.round(item.total)} / ${Math.round(item.scripting)} / ${Math.round(item.scriptParseCompile)}  ${short(item.url)}`,
      );
    console.log('  main thread by category (ms):');
    for (const item of audits['mainthread-work-breakdown']?.details?.items ?? [])
      console.log(`    ${Math.round(item.duration)}  ${item.groupLabel}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
