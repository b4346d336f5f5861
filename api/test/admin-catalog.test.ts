import { randomUUID } from 'node:crypto';
import {
  fillMessage,
  productMessages,
  testimonialMessages,
  textFieldMessages,
  translatedContentMessages,
} from 'contracts';
import { toDbTimestamp } from '../src/data/rows';
import {
  insertConsoleProduct,
  insertConsoleTestimonial,
  productBody,
  testimonialBody,
} from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Products (both brands) and testimonials in the console (issue 20):
 * admins and editors (sales get 403), texts per language side by side,
 * validated with a message per field (a taken slug names the product that
 * has it, a CTA link is a site path or https), a stale edit refused with
 * 409, features kept in the order saved, a product with contact requests
 * deactivated rather than deleted, every change audit-logged with
 * before/after, and the public answers changed on the very next request
 * although they are otherwise served from the response cache.
 */
const ctx = setupConsoleApp({ responseCache: { ttlSeconds: 60 } });
jest.setTimeout(60_000);
let admin: Agent;
let editor: Agent;
let editorId: string;
let sales: Agent;

beforeAll(async () => {
  admin = await signedIn(ctx.app, await createMember(ctx.db, 'admin'));
  const member = await createMember(ctx.db, 'editor');
  editorId = member.id;
  editor = await signedIn(ctx.app, member);
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const auditOf = (action: string, targetId: string) =>
  ctx.db('audit_log').where({ action, target_id: targetId }).orderBy('created_at', 'desc').first();

const productLine = async (brand = 'hellocash', country = 'DE') =>
  (await editor.get(`/api/products/brand/${brand}?country=${country}&language=de`)).body as {
    id: string;
    name: string;
    features: string[];
  }[];

const publicTestimonials = async (country = 'ES', language = 'es') =>
  (await editor.get(`/api/testimonials?country=${country}&language=${language}`)).body as {
    id: string;
    quote: string;
  }[];

describe.each([
  ['products', insertConsoleProduct, productBody],
  ['testimonials', insertConsoleTestimonial, testimonialBody],
] as const)('who may manage %s', (catalog, insert, bodyOf) => {
  it('sales gets 403 on every route and changes nothing', async () => {
    const id = await insert(ctx.db);
    const answers = await Promise.all([
      sales.get(`/api/admin/${catalog}`),
      sales.get(`/api/admin/${catalog}/${id}`),
      sales.post(`/api/admin/${catalog}`).send(bodyOf()),
      sales.post(`/api/admin/${catalog}/${id}`).send({ ...bodyOf(), version: 1 }),
      sales.post(`/api/admin/${catalog}/${id}/active`).send({ active: true }),
      sales.post(`/api/admin/${catalog}/${id}/delete`).send({}),
    ]);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const row = await ctx.db(catalog).where({ id }).first();
    expect(Number(row.version)).toBe(1);
    expect(Boolean(row.is_active)).toBe(false);
  });

  it('an admin may too', async () => {
    expect((await admin.post(`/api/admin/${catalog}`).send(bodyOf())).status).toBe(201);
  });
});

describe('an editor and products', () => {
  it('creates (inactive), edits, activates, deactivates and deletes a product, each audited', async () => {
    const body = productBody();
    const created = await editor.post('/api/admin/products').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: body.slug,
      brand: 'hellocash',
      active: false,
      version: 1,
      name: 'Kasse für Cafés',
      missing: ['es', 'fr'],
      contactRequests: 0,
    });
    const id = created.body.id as string;
    const createAudit = await auditOf('product_created', id);
    expect(createAudit.actor_id).toBe(editorId);
    expect(JSON.parse(createAudit.after_json)).toMatchObject({ slug: body.slug, active: false });
    expect((await productLine()).map((p) => p.id)).not.toContain(id);

    const list = await editor.get(`/api/admin/products?q=${body.slug.slice(-6)}`);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([id]);

    const spanish = {
      name: 'Caja para cafeterías',
      shortDescription: 'La caja registradora para tu cafetería.',
      longDescription: '',
      features: ['Ticket por e-mail'],
      ctaText: 'Solicitar ahora',
    };
    const edited = await editor
      .post(`/api/admin/products/${id}`)
      .send({ ...body, texts: { ...body.texts, es: spanish }, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, missing: ['fr'], texts: { es: spanish } });
    const editAudit = await auditOf('product_updated', id);
    expect(Object.keys(JSON.parse(editAudit.before_json))).toEqual(['texts']);
    expect(JSON.parse(editAudit.after_json).texts.es).toEqual(spanish);

    const on = await editor.post(`/api/admin/products/${id}/active`).send({ active: true });
    expect(on.body).toMatchObject({ active: true, version: 3 });
    expect(await auditOf('product_activated', id)).toMatchObject({ actor_id: editorId });
    expect((await productLine()).map((p) => p.id)).toContain(id);
    const off = await editor.post(`/api/admin/products/${id}/active`).send({ active: false });
    expect(off.body).toMatchObject({ active: false, version: 4 });
    expect(JSON.parse((await auditOf('product_deactivated', id)).before_json)).toEqual({
      active: true,
    });
    expect((await productLine()).map((p) => p.id)).not.toContain(id);
    expect((await editor.get(`/api/products/${body.slug}`)).status).toBe(404);

    expect((await editor.post(`/api/admin/products/${id}/delete`).send({})).body).toEqual({
      deleted: true,
    });
    expect((await editor.get(`/api/admin/products/${id}`)).status).toBe(404);
    expect(await ctx.db('product_translations').where({ product_id: id })).toEqual([]);
    expect(JSON.parse((await auditOf('product_deleted', id)).before_json)).toMatchObject({
      slug: body.slug,
    });
  });

  it('filters the list by brand, country and status', async () => {
    const id = await insertConsoleProduct(ctx.db, { brand: 'hellomarketing', countries: '["FR"]' });
    const ids = async (query: string) =>
      ((await editor.get(`/api/admin/products?${query}`)).body as { id: string }[]).map(
        (p) => p.id,
      );
    expect(await ids('brand=hellomarketing&country=FR&active=false')).toContain(id);
    expect(await ids('brand=hellocash')).not.toContain(id);
    expect(await ids('country=DE')).not.toContain(id);
    expect(await ids('active=true')).not.toContain(id);
  });

  it('keeps the features in the order saved (a reorder is an edit)', async () => {
    const body = productBody({ active: true });
    const id = (await editor.post('/api/admin/products').send(body)).body.id as string;
    expect((await productLine()).find((p) => p.id === id)?.features).toEqual([
      'Bon per E-Mail',
      'TSE inklusive',
      'Tischplan',
    ]);
    const reordered = ['TSE inklusive', 'Bon per E-Mail', 'Tischplan'];
    const res = await editor.post(`/api/admin/products/${id}`).send({
      ...body,
      texts: { ...body.texts, de: { ...body.texts.de, features: reordered } },
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.texts.de.features).toEqual(reordered);
    expect((await productLine()).find((p) => p.id === id)?.features).toEqual(reordered);
    const audit = JSON.parse((await auditOf('product_updated', id)).before_json);
    expect(audit.texts.de.features).toEqual(['Bon per E-Mail', 'TSE inklusive', 'Tischplan']);
  });

  it.each([
    ['slug', { slug: 'Mit Leerzeichen' }, productMessages.slugInvalid],
    ['brand', { brand: 'hellofood' }, productMessages.brandInvalid],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }, productMessages.imageUrlInvalid],
    ['imageUrl', { imageUrl: 'ftp://example.com/a.png' }, productMessages.imageUrlInvalid],
    ['ctaLink', { ctaLink: 'javascript:alert(1)' }, productMessages.ctaLinkInvalid],
    ['ctaLink', { ctaLink: 'http://example.com/kontakt' }, productMessages.ctaLinkInvalid],
    ['ctaLink', { ctaLink: '//example.com/kontakt' }, productMessages.ctaLinkInvalid],
    ['ctaLink', { ctaLink: 'kontakt' }, productMessages.ctaLinkInvalid],
    ['countries', { countries: ['AT'] }, productMessages.countriesInvalid],
    ['countries', { countries: [] }, productMessages.countriesInvalid],
    ['countries', { countries: ['DE', 'DE'] }, productMessages.countriesInvalid],
    ['priceDE', { priceDE: '-1' }, productMessages.priceInvalid],
    ['priceES', { priceES: '19.999' }, productMessages.priceInvalid],
    ['priceFR', { priceFR: '19,90' }, productMessages.priceInvalid],
    ['priceDE', { priceDE: '100000' }, productMessages.priceInvalid],
    ['priceDE', { priceDE: 19.9 }, productMessages.priceInvalid],
    ['language', { language: 'it' }, translatedContentMessages.languageInvalid],
    [
      'texts.de.name',
      { texts: { de: null, es: null, fr: null } },
      translatedContentMessages.ownTextsMissing,
    ],
    [
      'texts.fr.ctaText',
      {
        texts: {
          ...productBody().texts,
          fr: { name: 'Caisse', shortDescription: 'La caisse.', features: [], ctaText: ' ' },
        },
      },
      textFieldMessages.missing('CTA-Text'),
    ],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await editor.post('/api/admin/products').send(productBody(change));
    expect(res.status).toBe(400);
    const key = field === 'countries' && res.body.fields['countries.0'] ? 'countries.0' : field;
    expect(res.body.fields[key]).toBe(message);
  });

  it('keeps a price per country, to the cent, and the public answers carry the ones set', async () => {
    const body = productBody({ active: true, priceDE: '19.9', priceES: '0', priceFR: null });
    const created = await editor.post('/api/admin/products').send(body);
    expect(created.status).toBe(201);
    const detail = await editor.get(`/api/admin/products/${created.body.id}`);
    // Kept to the cent and read back so: '19.9' is '19.90'.
    expect(detail.body).toMatchObject({ priceDE: '19.90', priceES: '0.00', priceFR: null });
    const shown = await editor.get(`/api/products/${body.slug}?language=de`);
    expect(shown.body.prices).toEqual({ DE: 19.9, ES: 0 });
    expect((await productLine()).find((p) => p.id === created.body.id)).toMatchObject({
      prices: { DE: 19.9, ES: 0 },
    });
    // Cleared in an edit (the form sends an empty field as null): no price there any more.
    const edited = await editor
      .post(`/api/admin/products/${created.body.id}`)
      .send({ ...body, priceDE: '1234.5', priceES: null, version: 1 });
    expect(edited.status).toBe(200);
    expect((await editor.get(`/api/products/${body.slug}?language=de`)).body.prices).toEqual({
      DE: 1234.5,
    });
  });

  it.each(['/kontakt', '/de_DE/hellocash/kassensystem?von=karte#form', 'https://hellocash.de/'])(
    'takes the CTA link %s',
    async (ctaLink) => {
      expect((await editor.post('/api/admin/products').send(productBody({ ctaLink }))).status).toBe(
        201,
      );
    },
  );

  it('stores the texts of every language at their maximum in four-byte characters, exactly', async () => {
    // 20,000 emoji are 80,000 bytes: more than MySQL's TEXT holds. In three
    // languages the body is several times the public routes' 100 KB limit.
    const longDescription = '😀'.repeat(20_000);
    const shortDescription = '😀'.repeat(5_000);
    const full = { ...productBody().texts.de, shortDescription, longDescription };
    const body = productBody({ texts: { de: full, es: full, fr: full } });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(300_000);
    const created = await editor.post('/api/admin/products').send(body);
    expect(created.status).toBe(201);
    const read = await editor.get(`/api/admin/products/${created.body.id}`);
    for (const language of ['de', 'es', 'fr']) {
      expect(read.body.texts[language].longDescription).toBe(longDescription);
      expect(read.body.texts[language].shortDescription).toBe(shortDescription);
    }
  });

  it('refuses a taken slug (either brand) naming the product that has it', async () => {
    const holder = (await editor.post('/api/admin/products').send(productBody())).body as {
      id: string;
      slug: string;
    };
    for (const brand of ['hellocash', 'hellomarketing']) {
      const res = await editor
        .post('/api/admin/products')
        .send(productBody({ slug: holder.slug, brand }));
      expect(res.status).toBe(409);
      expect(res.body.fields.slug).toBe(
        fillMessage(productMessages.slugTaken, { name: 'Kasse für Cafés', brand: 'helloCASH' }),
      );
      expect(res.body.message).toBe(
        'Diesen Slug hat schon das Produkt „Kasse für Cafés“ (helloCASH)',
      );
    }
    // Its own slug is no conflict.
    const own = await editor
      .post(`/api/admin/products/${holder.id}`)
      .send({ ...productBody({ slug: holder.slug, ctaLink: '/preise' }), version: 1 });
    expect(own.status).toBe(200);
  });

  it('refuses an edit started on an older version with 409, keeping the other change', async () => {
    const id = await insertConsoleProduct(ctx.db);
    const body = productBody();
    const first = await editor
      .post(`/api/admin/products/${id}`)
      .send({ ...body, ctaLink: '/erste', version: 1 });
    expect(first.status).toBe(200);
    const second = await admin
      .post(`/api/admin/products/${id}`)
      .send({ ...body, ctaLink: '/zweite', version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(productMessages.editedMeanwhile);
    expect((await editor.get(`/api/admin/products/${id}`)).body.ctaLink).toBe('/erste');
  });

  it('does not delete a product contact requests name: 409, deactivate instead', async () => {
    const id = await insertConsoleProduct(ctx.db);
    await ctx.db('contact_requests').insert({
      id: randomUUID(),
      name: 'Lena',
      email: 'lena@example.de',
      business: 'Café Lena',
      message: 'Bitte ruft mich an.',
      product_id: id,
      product_slug: 'kasse',
      created_at: toDbTimestamp(),
    });
    expect((await editor.get(`/api/admin/products/${id}`)).body.contactRequests).toBe(1);
    const res = await editor.post(`/api/admin/products/${id}/delete`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(fillMessage(productMessages.hasContactRequests, { count: 1 }));
    expect(await ctx.db('products').where({ id }).first()).toBeDefined();
  });
});

describe('an editor and testimonials', () => {
  it('creates (inactive), edits, activates, deactivates and deletes one, each audited', async () => {
    const body = testimonialBody();
    const created = await editor.post('/api/admin/testimonials').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Marta García',
      business: 'Panadería Marta',
      country: 'ES',
      active: false,
      version: 1,
      missing: ['de', 'fr'],
    });
    const id = created.body.id as string;
    expect(JSON.parse((await auditOf('testimonial_created', id)).after_json)).toMatchObject({
      name: 'Marta García',
    });
    expect((await publicTestimonials()).map((t) => t.id)).not.toContain(id);

    const german = {
      quote: 'Jetzt kommen mehr Leute aus dem Viertel.',
      business: 'Bäckerei Marta',
      industry: 'Bäckerei',
      location: 'Valencia',
    };
    const edited = await editor
      .post(`/api/admin/testimonials/${id}`)
      .send({ ...body, texts: { ...body.texts, de: german }, version: 1 });
    expect(edited.body).toMatchObject({ version: 2, missing: ['fr'], texts: { de: german } });
    expect(Object.keys(JSON.parse((await auditOf('testimonial_updated', id)).after_json))).toEqual([
      'texts',
    ]);

    await editor.post(`/api/admin/testimonials/${id}/active`).send({ active: true });
    expect(await auditOf('testimonial_activated', id)).toMatchObject({ actor_id: editorId });
    expect((await publicTestimonials('ES', 'de')).find((t) => t.id === id)?.quote).toBe(
      german.quote,
    );
    await editor.post(`/api/admin/testimonials/${id}/active`).send({ active: false });
    expect(await auditOf('testimonial_deactivated', id)).toBeDefined();
    expect((await publicTestimonials()).map((t) => t.id)).not.toContain(id);

    expect((await editor.post(`/api/admin/testimonials/${id}/delete`).send({})).body).toEqual({
      deleted: true,
    });
    expect(await ctx.db('testimonial_translations').where({ testimonial_id: id })).toEqual([]);
    expect(await auditOf('testimonial_deleted', id)).toBeDefined();
  });

  it('filters the list by country, status and search', async () => {
    const id = await insertConsoleTestimonial(ctx.db, { country: 'FR' });
    const ids = async (query: string) =>
      ((await editor.get(`/api/admin/testimonials?${query}`)).body as { id: string }[]).map(
        (t) => t.id,
      );
    expect(await ids('country=FR&active=false&q=caf')).toContain(id);
    expect(await ids('country=DE')).not.toContain(id);
    expect(await ids('active=true')).not.toContain(id);
  });

  it.each([
    ['imageUrl', { imageUrl: 'data:image/png;base64,xx' }, testimonialMessages.imageUrlInvalid],
    ['country', { country: 'AT' }, testimonialMessages.countryInvalid],
    ['name', { name: ' ' }, textFieldMessages.missing('Name')],
    [
      'texts.es.quote',
      { texts: { de: null, es: null, fr: null } },
      translatedContentMessages.ownTextsMissing,
    ],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await editor.post('/api/admin/testimonials').send(testimonialBody(change));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses an edit started on an older version with 409', async () => {
    const id = await insertConsoleTestimonial(ctx.db);
    const body = testimonialBody();
    expect(
      (await editor.post(`/api/admin/testimonials/${id}`).send({ ...body, version: 1 })).status,
    ).toBe(200);
    const second = await admin
      .post(`/api/admin/testimonials/${id}`)
      .send({ ...body, name: 'Otra', version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(testimonialMessages.editedMeanwhile);
  });
});

describe('the public site follows at once', () => {
  it('serves a changed product name right after the 200, although the answers are cached', async () => {
    const body = productBody({ active: true });
    const id = (await editor.post('/api/admin/products').send(body)).body.id as string;
    const detail = async () =>
      (await editor.get(`/api/products/${body.slug}?language=de`)).body.name as string;
    // Read once, so both answers sit in the response cache.
    expect(await detail()).toBe('Kasse für Cafés');
    expect((await productLine()).find((p) => p.id === id)?.name).toBe('Kasse für Cafés');
    const res = await editor.post(`/api/admin/products/${id}`).send({
      ...body,
      texts: { ...body.texts, de: { ...body.texts.de, name: 'Kasse für Bars' } },
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await detail()).toBe('Kasse für Bars');
    expect((await productLine()).find((p) => p.id === id)?.name).toBe('Kasse für Bars');
  });

  it('serves a changed quote right after the 200', async () => {
    const body = testimonialBody({ active: true });
    const id = (await editor.post('/api/admin/testimonials').send(body)).body.id as string;
    expect((await publicTestimonials()).find((t) => t.id === id)?.quote).toBe(body.texts.es.quote);
    const quote = 'Ahora vendo el doble los sábados.';
    await editor.post(`/api/admin/testimonials/${id}`).send({
      ...body,
      texts: { ...body.texts, es: { ...body.texts.es, quote } },
      version: 1,
    });
    expect((await publicTestimonials()).find((t) => t.id === id)?.quote).toBe(quote);
  });
});
