import request from 'supertest';
import type { LeadListItem } from 'contracts';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Issue 37: every lead kind stores what brought it (first and last touch,
 * the form's page); values are cleaned and bounded, hostile ones stored as
 * text and escaped in the CSV; a lead without attribution stays empty.
 */
const ctx = setupConsoleApp();
let sales: Agent;
beforeAll(async () => {
  sales = await signedIn(ctx.app, await createMember(ctx.db, 'sales'));
});

const EBOOK_ID = '10000000-0000-4000-8000-000000000001';
let n = 0;
const address = (prefix: string) => `${prefix}-${(n += 1)}-${Date.now()}@example.de`;

const attribution = {
  firstTouch: {
    source: 'Newsletter',
    medium: 'E-Mail',
    campaign: 'Herbst_2026',
    referrerHost: 'mail.example.com',
    landingPath: '/de_DE/hellocash',
  },
  lastTouch: {
    source: 'google',
    medium: 'cpc',
    campaign: 'kassen',
    term: 'Kasse Café',
    content: 'anzeige-1',
    referrerHost: 'https://www.google.de/search?q=kasse',
    landingPath: '/de_DE/hellocash?utm_source=google',
  },
  formPath: '/de_DE/hellocash/mollie',
};

const LEADS = {
  email: (email: string, extra: object) =>
    request(ctx.app)
      .post('/api/email/capture')
      .send({
        email,
        ebookCategory: 'Facebook',
        ebookId: EBOOK_ID,
        newsletterOptIn: true,
        country: 'DE',
        language: 'de',
        ...extra,
      }),
  payment: (email: string, extra: object) =>
    request(ctx.app)
      .post('/api/payment-leads')
      .send({ email, provider: 'mollie', country: 'DE', language: 'de', ...extra }),
  contact: (email: string, extra: object) =>
    request(ctx.app)
      .post('/api/contact-requests')
      .send({
        email,
        name: 'Lena',
        business: 'Café Lena',
        message: 'Bitte rufen Sie mich an, danke.',
        productSlug: 'website-loesung',
        country: 'DE',
        language: 'de',
        ...extra,
      }),
};

async function deskItem(email: string, type: LeadListItem['type']): Promise<LeadListItem> {
  const res = await sales.get(`/api/admin/leads?type=${type}&q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const item = (res.body.items as LeadListItem[])[0];
  expect(item).toBeDefined();
  return item!;
}

const EXPECTED = {
  firstTouch: {
    source: 'newsletter',
    medium: 'e-mail',
    campaign: 'herbst_2026',
    term: null,
    content: null,
    referrerHost: 'mail.example.com',
    landingPath: '/de_DE/hellocash',
  },
  lastTouch: {
    source: 'google',
    medium: 'cpc',
    campaign: 'kassen',
    term: 'Kasse Café',
    content: 'anzeige-1',
    referrerHost: 'google.de',
    landingPath: '/de_DE/hellocash',
  },
  formPath: '/de_DE/hellocash/mollie',
};

describe('attribution on every lead kind', () => {
  it.each(Object.keys(LEADS) as (keyof typeof LEADS)[])(
    '%s: stored cleaned, shown in the desk',
    async (type) => {
      const email = address(type);
      expect((await LEADS[type](email, { attribution })).status).toBe(201);
      expect((await deskItem(email, type)).attribution).toEqual(EXPECTED);
    },
  );

  it('newsletter: the subscription keeps the sign-up attribution', async () => {
    const email = address('leserin');
    expect((await LEADS.email(email, { attribution })).status).toBe(201);
    expect((await deskItem(email, 'newsletter')).attribution).toEqual(EXPECTED);
  });

  it.each(Object.keys(LEADS) as (keyof typeof LEADS)[])(
    '%s: none sent, every field empty',
    async (type) => {
      const email = address(`${type}-leer`);
      expect((await LEADS[type](email, {})).status).toBe(201);
      const empty = {
        source: null,
        medium: null,
        campaign: null,
        term: null,
        content: null,
        referrerHost: null,
        landingPath: null,
      };
      expect((await deskItem(email, type)).attribution).toEqual({
        firstTouch: empty,
        lastTouch: empty,
        formPath: null,
      });
    },
  );

  it('hostile values: bounded, no markup, invisible characters gone, stored as text', async () => {
    const email = address('feind');
    const res = await LEADS.payment(email, {
      attribution: {
        lastTouch: {
          campaign: `<script>alert(1)</script>${'x'.repeat(500)}`,
          source: '=HYPERLINK("http://evil.example","klick")',
          medium: 'a\u0000b\u200bc\n d',
          referrerHost: 'javascript:alert(1)',
          landingPath: 'https://evil.example/',
          content: "'; DROP TABLE payment_leads; --",
        },
        formPath: '//evil.example/x',
      },
    });
    expect(res.status).toBe(201);
    const { attribution: stored } = await deskItem(email, 'payment');
    expect(stored!.lastTouch.campaign).toBe(`scriptalert(1)/script${'x'.repeat(79)}`);
    expect(stored!.lastTouch.source).toBe('=hyperlink("http://evil.example","klick")');
    expect(stored!.lastTouch.medium).toBe('abc d');
    expect(stored!.lastTouch.referrerHost).toBeNull();
    expect(stored!.lastTouch.landingPath).toBeNull();
    expect(stored!.lastTouch.content).toBe("'; DROP TABLE payment_leads; --");
    expect(stored!.formPath).toBeNull();
    expect(await ctx.db('payment_leads').count({ n: '*' })).toBeDefined();

    const csv = await sales
      .get(`/api/admin/leads/export.csv?type=payment&q=${encodeURIComponent(email)}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const text = (csv.body as Buffer).toString('utf8');
    expect(text).toContain(
      'Letzter Kontakt: Quelle;Letzter Kontakt: Medium;Letzter Kontakt: Kampagne',
    );
    expect(text).toContain('Erster Kontakt: Kampagne');
    expect(text).toContain('Formularseite');
    // Formula escaped like every other field (a leading apostrophe), quotes doubled.
    expect(text).toContain(`"'=hyperlink(""http://evil.example"",""klick"")"`);
  });

  it('refuses what is not attribution with a readable 400', async () => {
    const notText = await LEADS.payment(address('x'), {
      attribution: { lastTouch: { source: 42 } },
    });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toMatch(/Attributionswerte müssen Text sein/);
    const tooLong = await LEADS.payment(address('x'), {
      attribution: { lastTouch: { source: 'x'.repeat(2001) } },
    });
    expect(tooLong.status).toBe(400);
    const notObject = await LEADS.payment(address('x'), { attribution: 'utm_source=x' });
    expect(notObject.status).toBe(400);
  });
});
