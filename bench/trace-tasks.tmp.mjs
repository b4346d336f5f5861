import lighthouse from 'lighthouse';
import { launchBrowser } from './lighthouse.mjs';
const url = process.argv[2];
const browser = await launchBrowser();
const result = await lighthouse(url, { port: browser.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
await browser.close();
const a = result.lhr.audits;
console.log('score', result.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue));
const events = result.artifacts.Trace.traceEvents;
const main = events.find(e => e.name === 'TracingStartedInBrowser');
const nav = events.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find(e=>e.name==='navigationStart');
const t0 = nav.ts;
// the renderer main thread: thread with most RunTask
const counts = {};
for (const e of events) if (e.name === 'RunTask' && e.dur) counts[`${e.pid}:${e.tid}`] = (counts[`${e.pid}:${e.tid}`] ?? 0) + e.dur;
const mainThread = Object.entries(counts).sort((x, y) => y[1] - x[1])[0][0];
const onMain = events.filter(e => `${e.pid}:${e.tid}` === mainThread && e.ph === 'X');
const tasks = onMain.filter(e => e.name === 'RunTask' && e.dur > 12000).sort((x, y) => x.ts - y.ts);
for (const t of tasks) {
  const kids = onMain.filter(e => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
  const byName = {};
  for (const k of kids) byName[k.name] = (byName[k.name] ?? 0) + k.dur;
  const top = Object.entries(byName).sort((x, y) => y[1] - x[1]).slice(0, 7).map(([n, d]) => `${n}:${(d/1000).toFixed(1)}`).join(' ');
  const urls = [...new Set(kids.map(k => k.args?.data?.url ?? k.args?.data?.stackTrace?.[0]?.url).filter(Boolean))].map(u => u.replace(/^https?:\/\/[^/]+/, '')).slice(0, 3);
  console.log(`@${((t.ts - t0)/1000).toFixed(0)}ms obs ${(t.dur/1000).toFixed(1)}ms | ${top} | ${urls.join(',')}`);
}
