// Observed main-thread tasks after FCP (unthrottled), and Lighthouse-style blocking time at 4x.
import { chromium } from 'playwright-core';
import cfg from '../build/chromium.json' with { type: 'json' };
const url = process.argv[2]; const runs = Number(process.argv[3] ?? 5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: cfg.args });
const out = [];
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext(); const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] } });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { timeout: 20000 });
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end'); await done; await context.close();
  const counts = {};
  for (const e of events) if (e.name === 'RunTask' && e.dur) counts[`${e.pid}:${e.tid}`] = (counts[`${e.pid}:${e.tid}`] ?? 0) + e.dur;
  const [pid, tid] = Object.entries(counts).sort((x, y) => y[1] - x[1])[0][0].split(':').map(Number);
  const fcp = events.find(e => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const tasks = events.filter(e => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ts > fcp && e.dur > 5000).map(e => e.dur / 1000);
  const blocking = tasks.reduce((s, d) => s + Math.max(0, d * 4 - 50), 0);
  out.push({ blocking: Math.round(blocking), max: Math.max(...tasks).toFixed(1), over125: tasks.filter(d => d > 12.5).map(d => d.toFixed(0)).join(',') });
}
await browser.close();
console.table(out);
