import { insertConsoleEbook, insertConsoleProduct } from './support/admin-route-examples';
import { createMember, HOUR, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * The preview of a record's public page before it is activated (issue 20,
 * item 4), for e-books and products alike: the console's detail carries a
 * signed token naming the kind and id of the record, good for an hour. With
 * it the public answer shows the record, active or not, never cached, never
 * indexed; a forged, tampered, expired or other record's token is a 404,
 * and without one an inactive product stays invisible.
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let editor: Agent;

beforeAll(async () => {
  editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
});

const slugOf = async (id: string) =>
  String((await ctx.db('products').where({ id }).first('slug')).slug);

const previewOf = async (id: string) =>
  (await editor.get(`/api/admin/products/${id}`)).body.preview as {
    token: string;
    expiresAt: string;
  };

const productPreview = (slug: string, token: string) =>
  editor.get(`/api/products/${slug}/preview?token=${encodeURIComponent(token)}&language=de`);

describe('product preview', () => {
  it('the console hands out a token good for an hour', async () => {
    const id = await insertConsoleProduct(ctx.db);
    const preview = await previewOf(id);
    expect(preview.token).toEqual(expect.any(String));
    expect(Date.parse(preview.expiresAt) - ctx.clock.now().getTime()).toBe(HOUR);
  });

  it('shows an inactive product for its token only, never cached, never indexed', async () => {
    const id = await insertConsoleProduct(ctx.db);
    const slug = await slugOf(id);
    const { token } = await previewOf(id);

    const res = await productPreview(slug, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, slug, brand: 'hellocash', language: 'de' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');

    // Otherwise it does not exist: by slug, in its brand's line.
    expect((await editor.get(`/api/products/${slug}`)).status).toBe(404);
    const line = (await editor.get('/api/products/brand/hellocash?country=DE')).body as {
      id: string;
    }[];
    expect(line.map((product) => product.id)).not.toContain(id);
  });

  it('refuses forged, tampered and foreign tokens with 404', async () => {
    const id = await insertConsoleProduct(ctx.db);
    const slug = await slugOf(id);
    const { token } = await previewOf(id);
    const [, expires, signature = ''] = token.split('.');
    const forged = `${id}.${Number(expires) + 60_000}.${signature}`;
    // A signature changed in its first character (the last may only carry padding bits).
    const tampered = `${id}.${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

    const other = await insertConsoleProduct(ctx.db);
    const otherToken = (await previewOf(other)).token;
    // An e-book's token with the same shape does not open a product page.
    const ebook = await insertConsoleEbook(ctx.db);
    const ebookToken = (
      (await editor.get(`/api/admin/ebooks/${ebook}`)).body.preview as { token: string }
    ).token;
    const ebookTokenAsProduct = `${id}.${ebookToken.split('.').slice(1).join('.')}`;

    for (const bad of [
      forged,
      tampered,
      `${id}.1.x`,
      'kein-token',
      otherToken,
      ebookTokenAsProduct,
    ]) {
      const refused = await productPreview(slug, bad);
      expect(refused.status).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // And a product's token is no e-book's.
    expect(
      (await editor.get(`/api/ebooks/preview?token=${encodeURIComponent(token)}`)).status,
    ).toBe(404);
    // Its own token works, at its own address only.
    expect((await productPreview(slug, token)).status).toBe(200);
    expect((await productPreview(await slugOf(other), token)).status).toBe(404);
  });

  it('a token stops working after an hour', async () => {
    const id = await insertConsoleProduct(ctx.db);
    const slug = await slugOf(id);
    const { token } = await previewOf(id);
    ctx.clock.advance(HOUR - 1000);
    expect((await productPreview(slug, token)).status).toBe(200);
    ctx.clock.advance(1000);
    expect((await productPreview(slug, token)).status).toBe(404);
  });
});
