import { chromium } from 'playwright-core';
import chromiumCfg from '../build/chromium.json' with { type: 'json' };
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumCfg.args });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForSelector('html[data-hydrated]', { timeout: 20000 });
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)); });
const agg = {};
for (const [id, t] of self) { const n = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+/, '')}:${f.lineNumber}:${f.columnNumber}`; agg[k] = (agg[k] ?? 0) + t; }
const byUrl = {};
for (const [id, t] of self) { const n = byId.get(id); const u = n.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || n.callFrame.functionName; byUrl[u] = (byUrl[u] ?? 0) + t; }
console.log('by url (ms):'); Object.entries(byUrl).sort((a,b)=>b[1]-a[1]).slice(0,15).forEach(([k,v])=>console.log((v/1000).toFixed(1), k));
console.log('top functions (self ms):'); Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1000).toFixed(1), k));
// inclusive tree
const total = new Map();
const incl = (n) => { if (total.has(n.id)) return total.get(n.id); let t = self.get(n.id) ?? 0; for (const c of n.children ?? []) t += incl(byId.get(c)); total.set(n.id, t); return t; };
const root = profile.nodes[0];
incl(root);
const print = (n, depth) => {
  const t = total.get(n.id); if (t < 2500 || depth > 40) return;
  const f = n.callFrame;
  console.log(`${' '.repeat(depth)}${(t/1000).toFixed(1)} ${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+/, '')}:${f.lineNumber}:${f.columnNumber}`);
  for (const c of (n.children ?? []).map(id => byId.get(id)).sort((a,b)=>total.get(b.id)-total.get(a.id))) print(c, depth + 1);
};
print(root, 0);
