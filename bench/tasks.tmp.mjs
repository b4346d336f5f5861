import { chromium } from 'playwright-core';
import cfg from '../build/chromium.json' with { type: 'json' };
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: cfg.args });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] } });
await page.goto(url);
await page.waitForSelector('html[data-hydrated]', { timeout: 20000 });
await page.waitForTimeout(300);
await cdp.send('Tracing.end');
await done;
await browser.close();
const counts = {};
for (const e of events) if (e.name === 'RunTask' && e.dur) counts[`${e.pid}:${e.tid}`] = (counts[`${e.pid}:${e.tid}`] ?? 0) + e.dur;
const mt = Object.entries(counts).sort((x, y) => y[1] - x[1])[0][0];
const [pid, tid] = mt.split(':').map(Number);
const t0 = events.find(e => e.name === 'navigationStart')?.ts ?? 0;
// samples
const nodes = new Map(); let times = []; let startTime;
for (const e of events) {
  if (e.name === 'Profile' && e.pid === pid) startTime = e.args.data.startTime;
  if (e.name === 'ProfileChunk' && e.pid === pid) {
    const c = e.args.data.cpuProfile; for (const n of c.nodes ?? []) nodes.set(n.id, n);
    let t = times.length ? times[times.length - 1].t : startTime;
    (c.samples ?? []).forEach((s, i) => { t += e.args.data.timeDeltas[i]; times.push({ id: s, t }); });
  }
}
const frameName = (n) => `${n.callFrame.functionName || '(anon)'}@${(n.callFrame.url || '').replace(/^https?:\/\/[^/]+/, '')}:${n.callFrame.lineNumber ?? ''}:${n.callFrame.columnNumber ?? ''}`;
const stack = (id) => { const out = []; let n = nodes.get(id); while (n) { out.push(n); n = nodes.get(n.parent); } return out.reverse(); };
const tasks = events.filter(e => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 8000).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const inT = times.filter(s => s.t >= t.ts && s.t <= t.ts + t.dur);
  const agg = {};
  for (const s of inT) { const st = stack(s.id).filter(n => n.callFrame.url); const key = st.slice(0, 7).map(n => (n.callFrame.functionName || 'anon') + '@' + (n.callFrame.url || '').replace(/^.*\//, '').slice(0, 14)).join(' > ') || frameName(nodes.get(s.id)); agg[key] = (agg[key] ?? 0) + 1; }
  console.log(`\n@${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(1)}ms, ${inT.length} samples`);
  Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 6).forEach(([k, v]) => console.log(`  ${v}  ${k}`));
}
const big = tasks.filter(t => t.dur > 30000);
for (const t of big) {
  const kids = events.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur);
  const byName = {}; for (const k of kids) byName[k.name] = (byName[k.name] ?? 0) + (k.dur ?? 0);
  console.log(`\nbig task @${((t.ts - t0) / 1000).toFixed(0)}: `, Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, d]) => `${n}:${(d / 1000).toFixed(1)}`).join(' '));
  kids.filter(k => k.dur > 3000).slice(0, 25).forEach(k => console.log(`   ${((k.ts - t0) / 1000).toFixed(0)} ${k.name} ${(k.dur / 1000).toFixed(1)} ${JSON.stringify(k.args?.data ?? k.args ?? {}).slice(0, 120)}`));
}
