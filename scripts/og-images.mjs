// `npm run og-images`: draws the link-preview images (og:image, 1200×630 PNG)
// of each page type from one HTML template in Debian's Chromium and writes
// them to shell/public/og/, from where the shell's build copies them to
// /static/og/; and the square logo of the Organization's structured data
// (512×512, shell/public/brand/logo.png → /static/brand/logo.png). Run it when a page type or the brand changes; commit the PNGs
// (the build does not need a browser).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from './workspaces.mjs';

const browserSettings = JSON.parse(
  readFileSync(path.join(repoRoot, 'build/chromium.json'), 'utf8'),
);
const outDir = path.join(repoRoot, 'shell/public/og');
const logoFile = path.join(repoRoot, 'shell/public/brand/logo.png');
/** Search engines show the logo square (Google: at least 112×112 px, any aspect 1:1 is safest). */
const LOGO_SIZE = 512;

/** One image per page type: the shell's pages and each section's (shell/server/head.ts picks it). */
const PAGE_TYPES = {
  shell: {
    brand: 'helloMarketing',
    title: 'Mehr Kunden für kleine Unternehmen',
    tag: 'Deutschland · España · France',
  },
  ebooks: {
    brand: 'helloMarketing',
    title: 'Gratis Social-Media-E-Books',
    tag: 'Tipps & Strategien zum Herunterladen',
  },
  products: {
    brand: 'helloMarketing × helloCASH',
    title: 'Websites, Social Media und Kasse',
    tag: 'Lösungen für kleine Unternehmen',
  },
  hellopayment: {
    brand: 'helloCASH',
    title: 'Schneller bezahlt werden',
    tag: 'Zahlungsanbieter im Vergleich',
  },
  verifactu: {
    brand: 'helloCASH',
    title: 'Verifactu: die Kassenpflicht in Spanien',
    tag: 'Fristen · Checks · FAQ · Glossar',
  },
  feedback: {
    brand: 'helloMarketing',
    title: 'Was willst DU eigentlich?',
    tag: 'Feedback & Ausblick',
  },
};

const escape = (text) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

const template = ({ brand, title, tag }) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    display: flex; flex-direction: column; justify-content: space-between;
    box-sizing: border-box; padding: 72px 80px;
    background: radial-gradient(circle at 85% 15%, #065f46 0, transparent 45%),
      linear-gradient(135deg, #0b1120 0%, #131c2e 60%, #1c2740 100%);
    color: #f3f4f6; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
  }
  .brand { font-size: 44px; font-weight: 800; color: #34d399; letter-spacing: -0.5px; }
  h1 { margin: 0; font-size: 76px; line-height: 1.08; font-weight: 800; max-width: 1000px; }
  .tag { font-size: 34px; color: #b6bfcc; }
  .bar { height: 10px; width: 180px; border-radius: 5px; background: #34d399; }
</style></head>
<body><div class="brand">${escape(brand)}</div><h1>${escape(title)}</h1>
<div><div class="bar"></div><p class="tag">${escape(tag)}</p></div></body></html>`;

/** The favicon's mark (shell/server/document.ts), drawn large on a full square. */
const logoTemplate = () => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${LOGO_SIZE}px; height: ${LOGO_SIZE}px; }
  body {
    display: grid; place-items: center; background: #047857; color: #ffffff;
    font: 800 ${LOGO_SIZE * 0.62}px 'DejaVu Sans', 'Liberation Sans', sans-serif;
  }
</style></head><body><span>h</span></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browserSettings.executablePath,
  args: browserSettings.args,
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [type, texts] of Object.entries(PAGE_TYPES)) {
    await page.setContent(template(texts));
    await page.screenshot({ path: path.join(outDir, `${type}.png`), type: 'png' });
    console.log(`shell/public/og/${type}.png`);
  }
  await page.setViewportSize({ width: LOGO_SIZE, height: LOGO_SIZE });
  await page.setContent(logoTemplate());
  await page.screenshot({ path: logoFile, type: 'png' });
  console.log('shell/public/brand/logo.png');
} finally {
  await browser.close();
}
