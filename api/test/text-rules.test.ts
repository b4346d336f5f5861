import request from 'supertest';
import { textFieldMessages, validationMessages } from 'contracts';
import type { RouteDef } from '../src/web/route-def';
import { setupTestApp } from './support/app';
import { exampleFor, postRoutes, writeTableOf } from './support/route-examples';

/**
 * DESIGN.md §10 on the API: text rules count what a person sees, control
 * characters (but tab and line breaks in free text) and lone surrogates are
 * refused in every text field, and what is stored is byte for byte what the
 * 201 answered — on SQLite and on MariaDB (utf8mb4).
 */
const ctx = setupTestApp();

const routeOf = (path: string) => postRoutes.find((route) => route.path === path) as RouteDef;
const count = async (table: string) => Number((await ctx.db(table).count({ n: '*' }))[0]?.n);

async function post(path: string, fields: Record<string, unknown>) {
  const route = routeOf(path);
  const { table } = writeTableOf(route);
  const before = await count(table);
  const res = await request(ctx.app)
    .post(path)
    .send({ ...exampleFor(route).body?.(), ...fields });
  return { res, stored: (await count(table)) - before };
}

/** The column's bytes as the database holds them (hex() is the same on both dialects). */
async function storedHex(table: string, column: string, id: string): Promise<string | null> {
  const row = (await ctx
    .db(table)
    .select(ctx.db.raw('hex(??) as h', [column]))
    .where({ id })
    .first()) as { h: string | null };
  return row.h === null ? null : row.h.toUpperCase();
}
const utf8Hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();

describe('POST /api/feedback: the 10-character minimum counts what a person sees', () => {
  it.each([
    ['ten zero-width spaces', '\u200B'.repeat(10)],
    ['ten NULs', '\u0000'.repeat(10)],
    ['ten Hangul fillers', '\u3164'.repeat(10)],
    ['ten halfwidth Hangul fillers', '\uFFA0'.repeat(10)],
    ['ten braille blanks', '\u2800'.repeat(10)],
    ['BOMs, bidi marks and word joiners', '\uFEFF\u200E\u200F\u202E\u2066\u2060'.repeat(5)],
    [
      'nine letters hidden among a hundred invisible characters',
      `neun${'\u200B'.repeat(100)}Zeich`,
    ],
  ])('%s -> 400 "Bitte mindestens 10 Zeichen eingeben", nothing stored', async (_n, text) => {
    const { res, stored } = await post('/api/feedback', { feedbackText: text });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(validationMessages.feedbackTooShort);
    expect(res.body.fields).toEqual({ feedbackText: validationMessages.feedbackTooShort });
    expect(stored).toBe(0);
  });

  it('ten visible characters, written with combining marks, flags and emoji, are feedback', async () => {
    const text = 'e\u0301🇩🇪👨‍👩‍👧❤️가ß漢😀 ok';
    const { res, stored } = await post('/api/feedback', { feedbackText: `\u3000${text}\n` });
    expect(res.status).toBe(201);
    expect(res.body.feedbackText).toBe(text);
    expect(stored).toBe(1);
  });
});

/** Every text a client can send in a body, with the column it is stored in. */
const textFields = [
  { path: '/api/track/pageview', field: 'url', column: 'url', label: 'URL' },
  { path: '/api/track/pageview', field: 'userAgent', column: 'user_agent', label: 'User-Agent' },
  {
    path: '/api/track/download',
    field: 'ebookCategory',
    column: 'ebook_category',
    label: 'E-Book-Kategorie',
  },
  {
    path: '/api/email/capture',
    field: 'ebookCategory',
    column: 'ebook_category',
    label: 'E-Book-Kategorie',
  },
  { path: '/api/feedback', field: 'feedbackText', column: 'feedback_text', label: 'Feedback' },
] as const;

/** Fields whose values have a fixed shape; a control character breaks the shape. */
const shapedFields = [
  ['/api/email/capture', 'email', validationMessages.invalidEmail],
  ['/api/payment-leads', 'email', validationMessages.invalidEmail],
  ['/api/track/pageview', 'visitorId', 'Ungültige Besucher-ID (erwartet eine UUID)'],
  ['/api/feedback', 'visitorId', 'Ungültige Besucher-ID (erwartet eine UUID)'],
  ['/api/track/download', 'ebookId', 'Ungültige E-Book-ID (erwartet eine UUID)'],
  ['/api/track/download', 'deviceType', "Gerätetyp muss 'mobile', 'tablet' oder 'desktop' sein"],
  ['/api/payment-leads', 'provider', validationMessages.invalidProvider],
] as const;

const controls = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
];
const loneSurrogates = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const valid = 'Facebook-Tipps';

describe('control characters and lone surrogates are refused in every text field', () => {
  describe.each(textFields)('$path $field', ({ path, field, label }) => {
    const multiline = field === 'feedbackText';

    it.each(controls)('%j inside -> 400 naming the field, nothing stored', async (c) => {
      const { res, stored } = await post(path, { [field]: `${valid}${c}${valid}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(textFieldMessages.controlCharacters(label, multiline));
      expect(res.body.fields).toHaveProperty(field);
      expect(stored).toBe(0);
    });

    it.each(loneSurrogates)('lone surrogate %j -> 400, nothing stored', async (s) => {
      const { res, stored } = await post(path, { [field]: `${valid}${s}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(textFieldMessages.loneSurrogates(label));
      expect(stored).toBe(0);
    });

    it(`tabs and line breaks are ${multiline ? 'kept in free text' : 'refused on one line'}`, async () => {
      const text = `${valid}\tzwei\r\ndrei\n`;
      const { res, stored } = await post(path, { [field]: text });
      if (multiline) {
        expect(res.status).toBe(201);
        expect(res.body[field]).toBe(text.trim());
      } else {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(textFieldMessages.controlCharacters(label, false));
      }
      expect(stored).toBe(multiline ? 1 : 0);
    });
  });

  it.each(shapedFields)(
    '%s %s with a control character -> 400 "%s"',
    async (path, field, message) => {
      const example = exampleFor(routeOf(path)).body?.() ?? {};
      for (const c of ['\u0000', '\u001B', '\n', '\uD800']) {
        const value = String(example[field] ?? 'mobile');
        const { res, stored } = await post(path, {
          [field]: `${value.slice(0, 3)}${c}${value.slice(3)}`,
        });
        expect(res.status).toBe(400);
        expect(res.body.fields?.[field]).toBe(message);
        expect(stored).toBe(0);
      }
    },
  );

  it.each([
    ['/api/stats/downloads', 'category'],
    ['/api/faqs', 'category'],
    ['/api/glossary', 'context'],
  ])('GET %s?%s= with a control character -> 400 naming the parameter', async (path, name) => {
    // (A lone surrogate cannot reach a query: percent-decoding turns it into U+FFFD.)
    for (const c of ['\u0000', '\u001B', '\n', '\t', '\u0085']) {
      const res = await request(ctx.app)
        .get(path)
        .query({ [name]: `Face${c}book` });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        textFieldMessages.controlCharacters(`Parameter ${name}`, false),
      );
    }
  });
});

describe('what is stored is byte for byte what the 201 answered', () => {
  /** Valid values that a lax database or driver would change: astral emoji, marks, RTL, spaces. */
  const tricky = {
    url: '/de_DE/roadmap/😀/ü/\u05E9\u05DC\u05D5\u05DD?q=e\u0301&x=👨‍👩‍👧',
    userAgent: ' Mozilla/5.0 (𝕏; ❤️) "Zitat" \\ Backslash\u00A0 ',
    ebookCategory: 'Facebook 🇩🇪 und Instagram 📸',
    email: 'Max.Mustermann+Ebook@Example.DE',
    feedbackText: 'Zeile 1 😀\r\nZeile 2\twith Tab\nמימין לשמאל, 漢字, e\u0301, \uFEFFBOM, 👍🏽',
  };

  it.each(textFields)(
    '$path: $field round-trips with 4-byte emoji',
    async ({ path, field, column }) => {
      const { table } = writeTableOf(routeOf(path));
      const { res, stored } = await post(path, { [field]: tricky[field] });
      expect(res.status).toBe(201);
      expect(stored).toBe(1);
      const echoed = res.body[field] as string;
      expect(echoed).toBe(field === 'userAgent' ? tricky[field] : tricky[field].trim());
      expect(await storedHex(table, column, res.body.id)).toBe(utf8Hex(echoed));
    },
  );

  it.each(['/api/email/capture', '/api/payment-leads'])(
    '%s: the e-mail is stored as answered (trimmed, lower case)',
    async (path) => {
      const { table } = writeTableOf(routeOf(path));
      const { res } = await post(path, { email: `\t ${tricky.email}\n` });
      expect(res.status).toBe(201);
      expect(res.body.email).toBe(tricky.email.toLowerCase());
      expect(await storedHex(table, 'email', res.body.id)).toBe(utf8Hex(res.body.email));
    },
  );

  it.each([
    ['/api/track/pageview', 'url', 'url', 2048],
    ['/api/track/pageview', 'userAgent', 'user_agent', 1024],
    ['/api/track/download', 'ebookCategory', 'ebook_category', 64],
    ['/api/feedback', 'feedbackText', 'feedback_text', 5000],
  ])(
    '%s %s (column %s): %d emoji fit exactly, one character more is refused',
    async (path, field, column, max) => {
      const { table } = writeTableOf(routeOf(path));
      const full = '😀'.repeat(max as number);
      const { res } = await post(path as string, { [field as string]: full });
      expect(res.status).toBe(201);
      expect(await storedHex(table, column as string, res.body.id)).toBe(utf8Hex(full));

      const over = await post(path as string, { [field as string]: `${full}a` });
      expect(over.res.status).toBe(400);
      expect(over.stored).toBe(0);
    },
  );
});
