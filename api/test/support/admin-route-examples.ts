import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/connection';
import { toDbTimestamp } from '../../src/data/rows';
import type { AdminRouteDef } from '../../src/web/admin/routes';
import { createMember, uniqueName } from './console';

/** One valid request of a console route; built per call, so a destructive one has its own target. */
export interface AdminExample {
  url: string;
  body?: Record<string, unknown>;
}

/** A payment pre-registration straight in the table (the desk's status change needs one). */
export async function insertPaymentLead(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('payment_leads').insert({
    id,
    visitor_id: randomUUID(),
    email: `laden-${id.slice(0, 8)}@example.es`,
    provider: 'mollie',
    interest_level: 'medium',
    created_at: toDbTimestamp(),
    ...fields,
  });
  return id;
}

/** A contact request straight in the table (its status change needs one). */
export async function insertContactRequest(db: Db): Promise<string> {
  const id = randomUUID();
  await db('contact_requests').insert({
    id,
    name: 'Lena Schmidt',
    email: `cafe-${id.slice(0, 8)}@example.de`,
    business: 'Café Lena',
    message: 'Bitte ruft mich wegen einer Website an.',
    product_slug: 'website-loesung',
    created_at: toDbTimestamp(),
  });
  return id;
}

/** A feedback entry straight in the table, pending unless told (the board's moderation needs one). */
export async function insertBoardEntry(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('customer_feedback').insert({
    id,
    feedback_text: 'Bitte eine Terminbuchung für Friseure, Anna aus Köln (0171 1234567)',
    created_at: toDbTimestamp(),
    language: 'de',
    country: 'DE',
    ...fields,
  });
  return id;
}

/** A tracking pixel straight in the table, inactive unless told (the console's pixel routes need one). */
export async function insertTrackingPixel(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('tracking_pixels').insert({
    id,
    name: `Pixel ${id.slice(0, 8)}`,
    vendor: 'Example Analytics Ltd.',
    pixel_type: 'analytics',
    script_content: "console.info('pixel');",
    category: 'statistics',
    position: 'head',
    is_active: false,
    created_at: toDbTimestamp(),
    ...fields,
  });
  return id;
}

/** A roadmap item straight in the tables (German texts only), active unless told. */
export async function insertRoadmapItem(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = `probe-${id.slice(0, 8)}`;
  await db('roadmap_items').insert({
    id,
    item_key: key,
    due_on: '2027-01-01',
    date_precision: 'quarter',
    status: 'planned',
    gradient_type: 'orange-pink',
    sort_order: 1000,
    is_active: true,
    version: 1,
    created_at: toDbTimestamp(),
    updated_at: toDbTimestamp(),
    ...fields,
  });
  await db('roadmap_item_translations').insert({
    roadmap_item_id: id,
    language: 'de',
    title: `Eintrag ${key}`,
    description: 'Was kommt.',
  });
  return { id, key };
}

/** A valid roadmap item's fields (the key is the caller's: keys are unique). */
export const roadmapItemBody = {
  date: '2027-04-01',
  precision: 'quarter',
  status: 'planned',
  gradientType: 'cyan-purple',
  order: 70,
  active: false,
  texts: {
    de: { title: 'Online-Terminbuchung', description: 'Kundinnen buchen selbst, rund um die Uhr.' },
    es: {
      title: 'Reserva de citas online',
      description: 'Tus clientes reservan solos, a cualquier hora.',
    },
    fr: null,
  },
};

/** A FAQ (or, with `table: 'glossary'`, a glossary term) straight in its table, active. */
export async function insertKnowledgeEntry(
  db: Db,
  table: 'faqs' | 'glossary' = 'faqs',
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  const texts =
    table === 'faqs'
      ? { question: `Frage ${id.slice(0, 8)}?`, answer: 'Eine Antwort.', category: 'beispiel' }
      : { term: `Begriff ${id.slice(0, 8)}`, definition: 'Eine Definition.', context: 'beispiel' };
  await db(table).insert({
    id,
    country: 'DE',
    language: 'de',
    sort_order: 1,
    is_active: true,
    created_at: toDbTimestamp(),
    ...texts,
    ...fields,
  });
  return id;
}

const faqBody = {
  country: 'DE',
  language: 'de',
  category: 'beispiel',
  question: 'Was ist Verifactu?',
  answer: 'Ein Beispiel.',
};
const glossaryBody = {
  country: 'DE',
  language: 'de',
  context: 'beispiel',
  term: 'AEAT',
  definition: 'Ein Beispiel.',
};

/** The seven routes of a knowledge kind (`faqs`, `glossary`), each with its own entry. */
function knowledgeExamples(
  path: 'faqs' | 'glossary',
  body: Record<string, unknown>,
): Record<string, (db: Db) => Promise<AdminExample>> {
  const base = `/api/admin/${path}`;
  const one = async (db: Db) => `${base}/${await insertKnowledgeEntry(db, path)}`;
  return {
    [`get ${base}`]: async () => ({ url: base }),
    [`post ${base}`]: async () => ({ url: base, body }),
    [`get ${base}/:id`]: async (db) => ({ url: await one(db) }),
    [`post ${base}/:id`]: async (db) => ({
      url: await one(db),
      body: { ...body, active: true, version: 1 },
    }),
    [`post ${base}/:id/active`]: async (db) => ({
      url: `${await one(db)}/active`,
      body: { active: false },
    }),
    [`post ${base}/:id/move`]: async (db) => ({
      url: `${await one(db)}/move`,
      body: { direction: 'up' },
    }),
    [`post ${base}/:id/delete`]: async (db) => ({ url: `${await one(db)}/delete`, body: {} }),
  };
}
/** An e-book straight in the tables (texts in its own language), inactive unless told. */
export async function insertConsoleEbook(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('ebooks').insert({
    id,
    slug: `konsole-${id.slice(0, 8)}`,
    category: 'Instagram',
    google_slides_url: 'https://docs.google.com/presentation/d/konsole/edit',
    gradient_type: 'purple-pink',
    countries: '["ES"]',
    language: 'es',
    is_active: false,
    version: 1,
    created_at: toDbTimestamp(),
    ...fields,
  });
  await db('ebook_translations').insert({
    ebook_id: id,
    language: 'es',
    title: `Guía ${id.slice(0, 8)}`,
    category_label: 'Instagram',
    description: null,
    highlights: '[]',
  });
  return id;
}

/** A valid e-book body of the console (a fresh slug each time: slugs are unique). */
export const ebookBody = (fields: Record<string, unknown> = {}) => ({
  slug: `ejemplo-${randomUUID().slice(0, 8)}`,
  numericId: null,
  category: 'Instagram',
  googleSlidesUrl: 'https://docs.google.com/presentation/d/ejemplo/edit',
  gradientType: 'cyan-purple',
  countries: ['ES'],
  language: 'es',
  texts: {
    de: null,
    es: {
      title: 'Instagram para tu negocio',
      categoryLabel: 'Instagram',
      description: 'Cómo atraer clientes de tu barrio.',
      highlights: ['Ideas de publicaciones', 'Un plan semanal'],
    },
    fr: null,
  },
  active: false,
  ...fields,
});

/** A product straight in the tables (texts in its own language), inactive unless told. */
export async function insertConsoleProduct(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('products').insert({
    id,
    slug: `konsole-${id.slice(0, 8)}`,
    brand: 'hellocash',
    image_url: null,
    cta_link: '/kontakt',
    is_active: false,
    countries: '["DE"]',
    language: 'de',
    sort_order: 90,
    version: 1,
    created_at: toDbTimestamp(),
    ...fields,
  });
  await db('product_translations').insert({
    product_id: id,
    language: 'de',
    name: `Kasse ${id.slice(0, 8)}`,
    short_description: 'Die Kasse für deinen Laden.',
    long_description: null,
    features: '["Bon per E-Mail","TSE inklusive"]',
    cta_text: 'Jetzt anfragen',
  });
  return id;
}

/** A valid product body of the console (a fresh slug each time: slugs are unique). */
export const productBody = (fields: Record<string, unknown> = {}) => ({
  slug: `kasse-${randomUUID().slice(0, 8)}`,
  brand: 'hellocash',
  ctaLink: '/kontakt',
  imageUrl: 'https://example.com/kasse.png',
  countries: ['DE', 'ES'],
  language: 'de',
  texts: {
    de: {
      name: 'Kasse für Cafés',
      shortDescription: 'Die Registrierkasse für dein Café.',
      longDescription: '',
      features: ['Bon per E-Mail', 'TSE inklusive', 'Tischplan'],
      ctaText: 'Jetzt anfragen',
    },
    es: null,
    fr: null,
  },
  active: false,
  ...fields,
});

/** A testimonial straight in the tables (texts in its own language), inactive unless told. */
export async function insertConsoleTestimonial(
  db: Db,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('testimonials').insert({
    id,
    name: `Lena ${id.slice(0, 8)}`,
    image_url: null,
    country: 'DE',
    language: 'de',
    is_active: false,
    version: 1,
    created_at: toDbTimestamp(),
    ...fields,
  });
  await db('testimonial_translations').insert({
    testimonial_id: id,
    language: 'de',
    quote: 'Seit der neuen Kasse geht alles schneller.',
    business: 'Café Lena',
    branche: 'Gastronomie',
    location: 'Köln',
  });
  return id;
}

/** A valid testimonial body of the console. */
export const testimonialBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Marta García',
  imageUrl: null,
  country: 'ES',
  language: 'es',
  texts: {
    de: null,
    es: {
      quote: 'Ahora tengo más clientes del barrio.',
      business: 'Panadería Marta',
      industry: 'Panadería',
      location: 'Valencia',
    },
    fr: null,
  },
  active: false,
  ...fields,
});

/** A webhook destination straight in the table (the routing routes need one). */
export async function insertWebhookDestination(db: Db): Promise<string> {
  const id = randomUUID();
  await db('routing_destinations').insert({
    id,
    kind: 'webhook',
    url: 'https://hooks.example.com/leads',
    events: '["lead.created"]',
    secret: `whsec_${Buffer.alloc(32, 3).toString('base64')}`,
    created_at: toDbTimestamp(),
    updated_at: toDbTimestamp(),
  });
  return id;
}

/** A delivered ping to a fresh webhook destination ('Erneut senden' needs one). */
async function insertDelivery(db: Db): Promise<string> {
  const eventId = randomUUID();
  const id = randomUUID();
  await db('outbox_events').insert({
    id: eventId,
    event_type: 'ping',
    data: '{}',
    routed: true,
    created_at: toDbTimestamp(),
  });
  await db('deliveries').insert({
    id,
    event_id: eventId,
    destination_id: await insertWebhookDestination(db),
    status: 'delivered',
    attempts: 1,
    due_at: toDbTimestamp(),
    created_at: toDbTimestamp(),
  });
  return id;
}

const destinationPath = async (db: Db, action: string) =>
  `/api/admin/routing/destinations/${await insertWebhookDestination(db)}/${action}`;

const routingExamples: Record<string, (db: Db) => Promise<AdminExample>> = {
  'get /api/admin/routing/destinations': async () => ({ url: '/api/admin/routing/destinations' }),
  'post /api/admin/routing/webhooks': async () => ({
    url: '/api/admin/routing/webhooks',
    body: { url: 'https://hooks.example.com/leads', events: ['lead.created'] },
  }),
  'post /api/admin/routing/mails': async () => ({
    url: '/api/admin/routing/mails',
    body: { email: 'vertrieb@example.es', language: 'es', rules: { countries: ['ES'] } },
  }),
  'post /api/admin/routing/destinations/:id/secret': async (db) => ({
    url: await destinationPath(db, 'secret'),
    body: {},
  }),
  'post /api/admin/routing/destinations/:id/enabled': async (db) => ({
    url: await destinationPath(db, 'enabled'),
    body: { enabled: false },
  }),
  'post /api/admin/routing/destinations/:id/delete': async (db) => ({
    url: await destinationPath(db, 'delete'),
    body: {},
  }),
  'post /api/admin/routing/destinations/:id/ping': async (db) => ({
    url: await destinationPath(db, 'ping'),
    body: {},
  }),
  'get /api/admin/routing/deliveries': async () => ({
    url: '/api/admin/routing/deliveries?event=lead.created&outcome=failed&limit=20',
  }),
  'post /api/admin/routing/deliveries/:id/resend': async (db) => ({
    url: `/api/admin/routing/deliveries/${await insertDelivery(db)}/resend`,
    body: {},
  }),
};

const pixelBody = {
  name: 'Beispiel-Pixel',
  vendor: 'Example Analytics Ltd.',
  type: 'analytics',
  category: 'statistics',
  position: 'head',
  script: "console.info('beispiel');",
  active: false,
};

const examples: Record<string, (db: Db) => Promise<AdminExample>> = {
  'post /api/admin/sign-in': async (db) => {
    const member = await createMember(db, 'editor');
    return {
      url: '/api/admin/sign-in',
      body: { username: member.username, password: member.password },
    };
  },
  'post /api/admin/sign-out': async () => ({ url: '/api/admin/sign-out' }),
  'get /api/admin/session': async () => ({ url: '/api/admin/session' }),
  'post /api/admin/me/language': async () => ({
    url: '/api/admin/me/language',
    body: { language: 'es' },
  }),
  'get /api/admin/users': async () => ({ url: '/api/admin/users' }),
  'post /api/admin/users': async () => ({
    url: '/api/admin/users',
    body: { username: uniqueName('neu'), role: 'editor', password: 'Ein ganz neues Passwort' },
  }),
  'post /api/admin/users/:id/role': async (db) => ({
    url: `/api/admin/users/${(await createMember(db, 'sales')).id}/role`,
    body: { role: 'editor' },
  }),
  'post /api/admin/users/:id/active': async (db) => ({
    url: `/api/admin/users/${(await createMember(db, 'sales')).id}/active`,
    body: { active: false },
  }),
  'post /api/admin/users/:id/password': async (db) => ({
    url: `/api/admin/users/${(await createMember(db, 'sales')).id}/password`,
    body: { password: 'Ein anderes langes Passwort' },
  }),
  'get /api/admin/leads': async () => ({ url: '/api/admin/leads?type=payment&limit=5' }),
  'get /api/admin/leads/export.csv': async () => ({
    url: '/api/admin/leads/export.csv?type=feedback',
  }),
  'post /api/admin/leads/payment/:id/status': async (db) => ({
    url: `/api/admin/leads/payment/${await insertPaymentLead(db)}/status`,
    body: { status: 'kontaktiert', note: 'Angerufen, meldet sich' },
  }),
  'post /api/admin/leads/contact/:id/status': async (db) => ({
    url: `/api/admin/leads/contact/${await insertContactRequest(db)}/status`,
    body: { status: 'gewonnen', note: 'Website beauftragt' },
  }),
  'get /api/admin/leads/:type/:id': async (db) => ({
    url: `/api/admin/leads/payment/${await insertPaymentLead(db)}`,
  }),
  'post /api/admin/leads/:type/:id/notes': async (db) => ({
    url: `/api/admin/leads/contact/${await insertContactRequest(db)}/notes`,
    body: { text: 'Rückruf am Montag vereinbart' },
  }),
  'post /api/admin/leads/:type/:id/assignee': async (db) => ({
    url: `/api/admin/leads/payment/${await insertPaymentLead(db)}/assignee`,
    body: { assigneeId: (await createMember(db, 'sales')).id },
  }),
  'get /api/admin/leads/:type/:id/contact': async (db) => ({
    url: `/api/admin/leads/payment/${await insertPaymentLead(db)}/contact`,
  }),
  'get /api/admin/contacts': async () => ({ url: '/api/admin/contacts?q=example&limit=5' }),
  'post /api/admin/erasures': async () => ({
    url: '/api/admin/erasures',
    body: { email: `${uniqueName('weg')}@example.de` },
  }),
  'get /api/admin/stats/visits': async () => ({ url: '/api/admin/stats/visits?days=30' }),
  'get /api/admin/stats/downloads': async () => ({ url: '/api/admin/stats/downloads?days=90' }),
  'get /api/admin/stats/leads': async () => ({ url: '/api/admin/stats/leads?days=90' }),
  'get /api/admin/stats/pre-registrations': async () => ({
    url: '/api/admin/stats/pre-registrations',
  }),
  'get /api/admin/stats/vitals': async () => ({ url: '/api/admin/stats/vitals?days=7&metric=INP' }),
  'get /api/admin/stats/search-misses': async () => ({
    url: '/api/admin/stats/search-misses?days=90',
  }),
  'get /api/admin/stats/campaigns': async () => ({
    url: '/api/admin/stats/campaigns?days=90&country=DE&kind=email&campaign=herbst',
  }),
  'get /api/admin/stats/campaigns/export.csv': async () => ({
    url: '/api/admin/stats/campaigns/export.csv?from=2026-01-01&to=2026-03-31&language=de',
  }),
  'get /api/admin/audit': async () => ({
    url: '/api/admin/audit?limit=5&targetType=user&from=2026-01-01',
  }),
  'get /api/admin/audit/export.csv': async () => ({
    url: '/api/admin/audit/export.csv?action=user_created&targetType=user',
  }),
  'get /api/admin/board': async () => ({ url: '/api/admin/board?state=pending&limit=5' }),
  'get /api/admin/board/:id': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db)}`,
  }),
  'post /api/admin/board/:id/publish': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db)}/publish`,
    body: { title: 'Terminbuchung' },
  }),
  'post /api/admin/board/:id/reject': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db)}/reject`,
    body: { reason: 'Werbung für ein anderes Produkt' },
  }),
  'post /api/admin/board/:id/merge': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db)}/merge`,
    body: { intoId: await insertBoardEntry(db, { moderation: 'published' }) },
  }),
  'post /api/admin/board/:id/title': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db, { moderation: 'published' })}/title`,
    body: { title: 'Online-Terminbuchung' },
  }),
  'post /api/admin/board/:id/redact': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db, { moderation: 'published' })}/redact`,
    body: { text: 'Bitte eine Terminbuchung für Friseure' },
  }),
  'post /api/admin/board/:id/status': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db, { moderation: 'published' })}/status`,
    body: { status: 'planned' },
  }),
  'post /api/admin/board/:id/roadmap': async (db) => ({
    url: `/api/admin/board/${await insertBoardEntry(db, { moderation: 'published', board_status: 'planned' })}/roadmap`,
    body: { roadmapItem: 'websites' },
  }),
  'get /api/admin/pixels': async () => ({ url: '/api/admin/pixels' }),
  'post /api/admin/pixels': async () => ({ url: '/api/admin/pixels', body: pixelBody }),
  'get /api/admin/pixels/:id': async (db) => ({
    url: `/api/admin/pixels/${await insertTrackingPixel(db)}`,
  }),
  'post /api/admin/pixels/:id': async (db) => ({
    url: `/api/admin/pixels/${await insertTrackingPixel(db)}`,
    body: { ...pixelBody, version: 1 },
  }),
  'post /api/admin/pixels/:id/active': async (db) => ({
    url: `/api/admin/pixels/${await insertTrackingPixel(db)}/active`,
    body: { active: true },
  }),
  'get /api/admin/ebooks': async () => ({ url: '/api/admin/ebooks?q=gu&country=ES&active=false' }),
  'post /api/admin/ebooks': async () => ({ url: '/api/admin/ebooks', body: ebookBody() }),
  'get /api/admin/ebooks/:id': async (db) => ({
    url: `/api/admin/ebooks/${await insertConsoleEbook(db)}`,
  }),
  'post /api/admin/ebooks/:id': async (db) => ({
    url: `/api/admin/ebooks/${await insertConsoleEbook(db)}`,
    body: { ...ebookBody(), version: 1 },
  }),
  'post /api/admin/ebooks/:id/active': async (db) => ({
    url: `/api/admin/ebooks/${await insertConsoleEbook(db)}/active`,
    body: { active: true },
  }),
  'post /api/admin/ebooks/:id/delete': async (db) => ({
    url: `/api/admin/ebooks/${await insertConsoleEbook(db)}/delete`,
  }),
  'get /api/admin/products': async () => ({
    url: '/api/admin/products?q=kasse&brand=hellocash&country=DE&active=false',
  }),
  'post /api/admin/products': async () => ({ url: '/api/admin/products', body: productBody() }),
  'get /api/admin/products/:id': async (db) => ({
    url: `/api/admin/products/${await insertConsoleProduct(db)}`,
  }),
  'post /api/admin/products/:id': async (db) => ({
    url: `/api/admin/products/${await insertConsoleProduct(db)}`,
    body: { ...productBody(), version: 1 },
  }),
  'post /api/admin/products/:id/active': async (db) => ({
    url: `/api/admin/products/${await insertConsoleProduct(db)}/active`,
    body: { active: true },
  }),
  'post /api/admin/products/:id/delete': async (db) => ({
    url: `/api/admin/products/${await insertConsoleProduct(db)}/delete`,
  }),
  'get /api/admin/testimonials': async () => ({
    url: '/api/admin/testimonials?q=lena&country=DE&active=false',
  }),
  'post /api/admin/testimonials': async () => ({
    url: '/api/admin/testimonials',
    body: testimonialBody(),
  }),
  'get /api/admin/testimonials/:id': async (db) => ({
    url: `/api/admin/testimonials/${await insertConsoleTestimonial(db)}`,
  }),
  'post /api/admin/testimonials/:id': async (db) => ({
    url: `/api/admin/testimonials/${await insertConsoleTestimonial(db)}`,
    body: { ...testimonialBody(), version: 1 },
  }),
  'post /api/admin/testimonials/:id/active': async (db) => ({
    url: `/api/admin/testimonials/${await insertConsoleTestimonial(db)}/active`,
    body: { active: true },
  }),
  'post /api/admin/testimonials/:id/delete': async (db) => ({
    url: `/api/admin/testimonials/${await insertConsoleTestimonial(db)}/delete`,
  }),
  'post /api/admin/pixels/:id/delete': async (db) => ({
    url: `/api/admin/pixels/${await insertTrackingPixel(db)}/delete`,
    body: {},
  }),
  'get /api/admin/roadmap': async () => ({ url: '/api/admin/roadmap' }),
  'post /api/admin/roadmap': async () => ({
    url: '/api/admin/roadmap',
    body: { key: `neu-${randomUUID().slice(0, 8)}`, ...roadmapItemBody },
  }),
  'get /api/admin/roadmap/:id': async (db) => ({
    url: `/api/admin/roadmap/${(await insertRoadmapItem(db)).id}`,
  }),
  'post /api/admin/roadmap/:id': async (db) => ({
    url: `/api/admin/roadmap/${(await insertRoadmapItem(db)).id}`,
    body: { ...roadmapItemBody, version: 1 },
  }),
  'post /api/admin/roadmap/:id/active': async (db) => ({
    url: `/api/admin/roadmap/${(await insertRoadmapItem(db)).id}/active`,
    body: { active: false },
  }),
  'post /api/admin/roadmap/:id/delete': async (db) => ({
    url: `/api/admin/roadmap/${(await insertRoadmapItem(db)).id}/delete`,
    body: {},
  }),
  ...versionExamples('ebooks', 'ebook', insertConsoleEbook, ebookBody),
  ...versionExamples('products', 'product', insertConsoleProduct, productBody),
  ...versionExamples('testimonials', 'testimonial', insertConsoleTestimonial, testimonialBody),
  ...versionExamples(
    'roadmap',
    'roadmap_item',
    async (db) => (await insertRoadmapItem(db)).id,
    () => roadmapItemBody,
  ),
  ...knowledgeExamples('faqs', faqBody),
  ...knowledgeExamples('glossary', glossaryBody),
  ...routingExamples,
};

/** A version of a record straight in the table (its snapshot: a valid update body), published unless told. */
export async function insertContentVersion(
  db: Db,
  key: string,
  recordId: string,
  snapshot: Record<string, unknown>,
  state: 'published' | 'draft' = 'published',
): Promise<string> {
  const id = randomUUID();
  const published = state === 'published';
  await db('content_versions').insert({
    id,
    content_key: key,
    record_id: recordId,
    snapshot: JSON.stringify(snapshot),
    state,
    record_version: published ? 1 : null,
    created_at: toDbTimestamp(),
    published_at: published ? toDbTimestamp() : null,
  });
  return id;
}

/** The version routes of a content type: its list, a version restored, its draft saved, published, discarded. */
function versionExamples(
  path: string,
  key: string,
  insert: (db: Db) => Promise<string>,
  body: () => Record<string, unknown>,
): Record<string, (db: Db) => Promise<AdminExample>> {
  return {
    [`get /api/admin/${path}/:id/versions`]: async (db) => ({
      url: `/api/admin/${path}/${await insert(db)}/versions`,
    }),
    [`post /api/admin/${path}/:id/versions/:versionId/restore`]: async (db) => {
      const id = await insert(db);
      const version = await insertContentVersion(db, key, id, body());
      return { url: `/api/admin/${path}/${id}/versions/${version}/restore` };
    },
    [`post /api/admin/${path}/:id/draft`]: async (db) => ({
      url: `/api/admin/${path}/${await insert(db)}/draft`,
      body: { ...body(), version: 1 },
    }),
    [`post /api/admin/${path}/:id/publish`]: async (db) => {
      const id = await insert(db);
      await insertContentVersion(db, key, id, body(), 'draft');
      return { url: `/api/admin/${path}/${id}/publish`, body: {} };
    },
    [`post /api/admin/${path}/:id/draft/delete`]: async (db) => ({
      url: `/api/admin/${path}/${await insert(db)}/draft/delete`,
    }),
  };
}

export const adminRouteKey = (route: AdminRouteDef) => `${route.method} ${route.path}`;

export function adminExampleFor(route: AdminRouteDef): (db: Db) => Promise<AdminExample> {
  const example = examples[adminRouteKey(route)];
  if (!example)
    throw new Error(`No example request for ${adminRouteKey(route)} in admin-route-examples.ts`);
  return example;
}
