import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { ebookCoverPath, ebookListItemSchema, type EbookListItem } from 'contracts';
import { bookCoverSvg } from '../src/covers/coverSvg';
import { coverVersion } from '../src/covers/coverVersion';
import { escapeXml } from 'server-kit';
import { coverService } from '../src/services/covers';
import { textWidth } from '../src/covers/textWidth';
import { wrapText } from '../src/covers/wrapText';
import { IMMUTABLE, REVALIDATE_SOON } from '../src/web/handlers/covers';
import { setupTestApp } from './support/app';
import { insertEbook } from './support/content-rows';

const ctx = setupTestApp();

const FACEBOOK_ES = '10000000-0000-4000-8000-000000000011'; // 'Facebook und Instagram', ES
const HOSTILE_TITLE = `<script>alert("x")</script> Tipps & Tricks für Max' "Laden" ]]>`;

/** The SVG as an XML document; a document that is not well-formed comes back with a <parsererror>. */
function parseSvg(svg: string): Document {
  const { window } = new JSDOM('');
  return new window.DOMParser().parseFromString(svg, 'image/svg+xml');
}

const titleLines = (svg: string) =>
  [...parseSvg(svg).querySelectorAll('text tspan')].map((tspan) => tspan.textContent);

const insertCoverEbook = (title: string) =>
  insertEbook(ctx.db, {
    title,
    category: 'Google Unternehmensprofil',
    gradientType: 'orange-pink',
  });

/** The e-book as the API lists it (fresh: the detail of a new id is not cached yet). */
async function ebookOf(id: string): Promise<EbookListItem> {
  const res = await request(ctx.app).get(`/api/ebooks/${id}`);
  expect(res.status).toBe(200);
  return ebookListItemSchema.parse(res.body);
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** GET of an image, its bytes in `body` (supertest leaves image bodies unread). */
const getImage = (url: string) => request(ctx.app).get(url).buffer(true).parse(binary);
/** GET of an SVG cover, and its text. */
async function getSvg(url: string) {
  const res = await getImage(url);
  return { res, svg: Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '' };
}

describe('cover text', () => {
  it('escapes markup and drops the control characters XML forbids', () => {
    expect(escapeXml(`<b a="1">Tom & Jerry's</b>\u0000\u001f`)).toBe(
      '&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });

  it('knows a width for every character it lists', () => {
    expect(textWidth('Aä€', 1000)).toBe(774 + 675 + 696);
    expect(textWidth('', 50)).toBe(0);
  });

  it('wraps at spaces, keeps every word, and no line is wider than allowed', () => {
    const title = 'Google Unternehmensprofil: Mehr Anrufe aus der lokalen Suche';
    const { lines, truncated } = wrapText(title, { maxWidth: 420, fontSize: 30, maxLines: 10 });
    expect(truncated).toBe(false);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(420);
  });

  it('breaks after a hyphen and cuts a word wider than a line', () => {
    const hyphen = wrapText('Social-Media-Strategien', {
      maxWidth: 200,
      fontSize: 30,
      maxLines: 5,
    });
    expect(hyphen.lines.join('')).toBe('Social-Media-Strategien');
    expect(hyphen.lines[0]).toMatch(/-$/);
    const long = wrapText('Donaudampfschifffahrtsgesellschaftskapitän', {
      maxWidth: 150,
      fontSize: 30,
      maxLines: 10,
    });
    expect(long.lines.join('')).toBe('Donaudampfschifffahrtsgesellschaftskapitän');
    for (const line of long.lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(150);
  });

  it('ends the last line allowed in … when the text needs more', () => {
    const { lines, truncated } = wrapText('eins zwei drei vier fünf sechs sieben acht', {
      maxWidth: 120,
      fontSize: 30,
      maxLines: 2,
    });
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(textWidth(lines[1]!, 30)).toBeLessThanOrEqual(120);
  });

  it('draws a long title on several lines, and a short one large on one', () => {
    const cover = { category: 'TikTok', gradient: 'orange-pink' } as const;
    const long = bookCoverSvg({
      ...cover,
      title: 'Fiche d’établissement Google : plus d’appels grâce à la recherche locale',
    });
    const short = bookCoverSvg({ ...cover, title: 'TikTok' });
    expect(titleLines(long).length).toBeGreaterThanOrEqual(4);
    expect(titleLines(short)).toEqual(['TikTok']);
    expect(short).toContain('font-size="60"');
  });

  it('changes its version with what it shows in any language, and only then', () => {
    const texts = [
      ['de', 'A', 'TikTok'],
      ['fr', 'Le A', 'TikTok'],
    ] as const;
    const ebook = { gradientType: 'orange-pink', texts };
    expect(coverVersion(ebook)).toBe(coverVersion({ ...ebook }));
    // The order the database answers the languages in does not matter.
    expect(coverVersion({ ...ebook, texts: [texts[1], texts[0]] })).toBe(coverVersion(ebook));
    expect(coverVersion({ ...ebook, texts: [texts[0], ['fr', 'Le B', 'TikTok']] })).not.toBe(
      coverVersion(ebook),
    );
    expect(coverVersion({ ...ebook, texts: [texts[0], ['fr', 'Le A', 'Pinterest']] })).not.toBe(
      coverVersion(ebook),
    );
    expect(coverVersion({ ...ebook, texts: [texts[0]] })).not.toBe(coverVersion(ebook));
    expect(coverVersion({ ...ebook, gradientType: 'purple-pink' })).not.toBe(coverVersion(ebook));
    // An unknown gradient is drawn as emerald-teal, so it is the same cover.
    expect(coverVersion({ ...ebook, gradientType: 'rainbow' })).toBe(
      coverVersion({ ...ebook, gradientType: 'emerald-teal' }),
    );
  });
});

describe('the drawn covers kept in memory', () => {
  const ebook = (id: string, language: 'de' | 'es' = 'de'): EbookListItem => ({
    id,
    numericId: null,
    slug: id,
    title: `Titel ${id} ${language}`,
    category: 'TikTok',
    categoryLabel: 'TikTok',
    gradientType: 'orange-pink',
    description: null,
    coverVersion: 'v1',
    language,
  });

  it('draws an image once and keeps it; beyond the byte budget the least recently used goes', async () => {
    const covers = coverService({ maxBytes: 4000 }); // two book SVGs of ~1.5 KB
    const first = covers.image(ebook('a'), 'svg');
    expect(covers.image(ebook('a'), 'svg')).toBe(first);
    expect(covers.image(ebook('a', 'es'), 'svg')).not.toBe(first);
    await first;
    await covers.image(ebook('b'), 'svg');
    await covers.image(ebook('c'), 'svg');
    // 'a' in German was used least recently: drawn again, the others still kept.
    expect(covers.image(ebook('c'), 'svg')).toBe(covers.image(ebook('c'), 'svg'));
    expect(covers.image(ebook('a'), 'svg')).not.toBe(first);
  });
});

describe('GET /api/ebooks/:id/cover.svg', () => {
  it('lists every e-book with its cover version and its own description', async () => {
    const res = await request(ctx.app).get('/api/ebooks');
    const list = ebookListItemSchema.array().parse(res.body);
    for (const ebook of list) expect(ebook.coverVersion).toMatch(/^[\w-]{12}$/);
    expect(list.find((ebook) => ebook.id === FACEBOOK_ES)?.description).toMatch(
      /^Paso a paso hasta tu primer anuncio/,
    );
  });

  it('draws the book with its title and category in the language asked for, and its gradient', async () => {
    const ebook = await ebookOf(FACEBOOK_ES);
    const { res, svg } = await getSvg(ebookCoverPath(ebook, 'es', 'svg'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const document = parseSvg(svg);
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('width')).toBe('600');
    expect(document.querySelector('title')?.textContent).toBe(
      'Facebook e Instagram: anuncios con poco presupuesto – Facebook e Instagram',
    );
    expect(titleLines(svg).join(' ')).toContain(
      'Facebook e Instagram: anuncios con poco presupuesto',
    );
    expect(svg).toContain('stop-color="#8b5cf6"'); // purple-pink

    const french = await getSvg(ebookCoverPath(ebook, 'fr', 'svg'));
    expect(french.svg).toContain('>Facebook et Instagram</text>');
    expect(titleLines(french.svg).join(' ')).toContain('des publicités à petit budget');
    const german = await getSvg(ebookCoverPath(ebook, 'de', 'svg'));
    expect(parseSvg(german.svg).querySelector('title')?.textContent).toBe(
      'Facebook und Instagram: Werbeanzeigen mit kleinem Budget – Facebook und Instagram',
    );
  });

  it('draws an e-book without the asked language in its own (title and category alike)', async () => {
    const id = await insertCoverEbook('Nur deutscher Titel');
    const ebook = await ebookOf(id);
    const { res, svg } = await getSvg(ebookCoverPath(ebook, 'es', 'svg'));
    expect(res.status).toBe(200);
    expect(parseSvg(svg).querySelector('title')?.textContent).toBe(
      'Nur deutscher Titel – Google Unternehmensprofil',
    );
  });

  it('escapes a hostile title: the image stays well-formed and shows the text as text', async () => {
    const id = await insertCoverEbook(HOSTILE_TITLE);
    const ebook = await ebookOf(id);
    const { res, svg } = await getSvg(ebookCoverPath(ebook, 'de', 'svg'));
    expect(res.status).toBe(200);
    expect(svg).not.toContain('<script');
    const document = parseSvg(svg);
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('title')?.textContent).toBe(
      `${HOSTILE_TITLE} – Google Unternehmensprofil`,
    );
    // Lines break where the cover needs to: the text is all there, character for character.
    const noSpaces = (text: string) => text.replace(/\s+/g, '');
    expect(noSpaces(titleLines(svg).join(''))).toBe(noSpaces(HOSTILE_TITLE));
  });

  it('is cached for a year under its current version, briefly otherwise, and revalidates by ETag', async () => {
    const ebook = await ebookOf(FACEBOOK_ES);
    const current = await request(ctx.app).get(ebookCoverPath(ebook, 'de', 'svg'));
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    const etag = current.headers.etag;
    expect(etag).toBeTruthy();

    const unversioned = await request(ctx.app).get(`/api/ebooks/${ebook.id}/cover.svg`);
    expect(unversioned.headers['cache-control']).toBe(REVALIDATE_SOON);
    const revalidated = await request(ctx.app)
      .get(ebookCoverPath(ebook, 'de', 'svg'))
      .set('If-None-Match', etag!);
    expect(revalidated.status).toBe(304);
  });

  it('moves to a new version when the title changes; the old URL is no longer kept for good', async () => {
    const id = await insertCoverEbook('Erster Titel');
    const before = await ebookOf(id);
    await ctx.db('ebook_translations').where({ ebook_id: id }).update({ title: 'Zweiter Titel' });
    const { res, svg } = await getSvg(ebookCoverPath(before, 'de', 'svg'));
    expect(res.status).toBe(200);
    expect(titleLines(svg)).toEqual(['Zweiter Titel']);
    expect(res.headers['cache-control']).toBe(REVALIDATE_SOON);
    expect(res.headers.etag).not.toContain(before.coverVersion);
  });

  it('answers 404 JSON for an unknown e-book and 400 for a malformed id or language', async () => {
    for (const format of ['svg', 'png']) {
      const unknown = await request(ctx.app).get(`/api/ebooks/${randomUUID()}/cover.${format}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'E-Book nicht gefunden' });
      const malformed = await request(ctx.app).get(`/api/ebooks/not-an-id/cover.${format}`);
      expect(malformed.status).toBe(400);
    }
    const language = await request(ctx.app).get(`/api/ebooks/${FACEBOOK_ES}/cover.svg?language=it`);
    expect(language.status).toBe(400);
    expect(language.body.fields).toHaveProperty('language');
  });
});

describe('GET /api/ebooks/:id/cover.png', () => {
  it('draws the 1200×630 link preview as a PNG, cached like the book', async () => {
    const ebook = await ebookOf(FACEBOOK_ES);
    const res = await getImage(ebookCoverPath(ebook, 'es', 'png'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const png = res.body as Buffer;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
