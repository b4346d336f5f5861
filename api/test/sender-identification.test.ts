import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, LEGAL_PAGES, type Language } from 'contracts';
import { mailConfigFromEnv, senderIdentificationFromEnv } from '../src/config';
import { smtpMailer, type MailMessage } from '../src/mail/mailer';
import { confirmationMail } from '../src/mail/newsletter-mails';
import { salesMail, salesMailLead } from '../src/mail/sales-mails';
import { ThrowawaySmtp } from './support/throwaway-smtp';

/**
 * Issue 41 item 6: every mail the API sends ends with who sends it (LEGAL_*),
 * in the mail's language, in its text and its HTML.
 */
const LEGAL_ENV = {
  LEGAL_COMPANY: 'Hello Beispiel Software GmbH',
  LEGAL_ADDRESS: 'Kassenweg 7, 10115 Berlin, Deutschland',
  LEGAL_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456 B',
  LEGAL_CONTACT: 'hallo@hello-beispiel.example, +49 30 1234567',
  LEGAL_REPRESENTATIVE: 'Erika Mustermann',
  LEGAL_VAT_ID: 'DE123456789',
};
const { identification } = senderIdentificationFromEnv(LEGAL_ENV);

const smtp = new ThrowawaySmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.close());

/** Every kind of mail the API writes, in one language. */
const mailKinds = (language: Language, to: string): Record<string, MailMessage> => ({
  'newsletter confirmation': confirmationMail({
    to,
    origin: 'https://www.hello-site.example',
    language,
    country: null,
    confirmToken: 'A'.repeat(43),
    unsubscribeToken: `id.${'B'.repeat(43)}`,
  }),
  'sales notification': salesMail(
    to,
    language,
    salesMailLead(
      'contact',
      { email: 'kunde@example.de', name: 'Kim' },
      {
        country: 'DE',
        language,
      },
    ),
    'https://www.hello-site.example/de/admin/leads',
  ),
});

const expectedLines: Record<Language, string[]> = {
  de: [
    'Vertreten durch: Erika Mustermann',
    'Registereintrag: Amtsgericht Charlottenburg, HRB 123456 B',
    'USt-IdNr.: DE123456789',
    'Kontakt: hallo@hello-beispiel.example, +49 30 1234567',
    `Impressum: ${LEGAL_PAGES.imprint}`,
  ],
  es: [
    'Representada por: Erika Mustermann',
    'Inscripción registral: Amtsgericht Charlottenburg, HRB 123456 B',
    'NIF-IVA: DE123456789',
    'Contacto: hallo@hello-beispiel.example, +49 30 1234567',
    `Aviso legal: ${LEGAL_PAGES.imprint}`,
  ],
  fr: [
    'Représentée par\u202f: Erika Mustermann',
    'Immatriculation\u202f: Amtsgericht Charlottenburg, HRB 123456 B',
    'N° TVA intracommunautaire\u202f: DE123456789',
    'Contact\u202f: hallo@hello-beispiel.example, +49 30 1234567',
    `Mentions légales\u202f: ${LEGAL_PAGES.imprint}`,
  ],
};

describe.each(LANGUAGES)('every mail in %s ends with the sender identification', (language) => {
  it.each(Object.keys(mailKinds(language, 'x@example.de')))('%s', async (kind) => {
    const to = `${language}-${kind.replace(/\W/g, '-')}@example.de`;
    const mailer = smtpMailer(smtp.url, { from: 'hello <mail@example.de>', identification });
    await mailer.send(mailKinds(language, to)[kind]!);
    const mail = await smtp.waitForMail(to);
    const signature = [
      LEGAL_ENV.LEGAL_COMPANY,
      LEGAL_ENV.LEGAL_ADDRESS,
      ...expectedLines[language],
    ].join('\n');
    // The text's last lines, after the signature delimiter.
    expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toMatch(
      new RegExp(`\\n-- \\n${signature.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    const html = mail.html.replace(/\r\n/g, '\n');
    for (const line of [LEGAL_ENV.LEGAL_COMPANY, ...expectedLines[language]]) {
      expect(html).toContain(line);
    }
    // The identification is the HTML's last paragraph, inside the body where there is one.
    expect(html.lastIndexOf(LEGAL_ENV.LEGAL_COMPANY)).toBeGreaterThan(html.lastIndexOf('<a '));
    if (html.includes('</body>'))
      expect(html.indexOf('</body>')).toBeGreaterThan(html.lastIndexOf(LEGAL_ENV.LEGAL_CONTACT));
  });
});

describe('no mail leaves without it', () => {
  it('only the mailer talks to nodemailer, and every message it sends goes through envelope()', () => {
    const src = path.resolve(__dirname, '../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file))
      .filter((file) => /from 'nodemailer'/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(files).toEqual([path.join('mail', 'mailer.ts')]);
    const mailer = readFileSync(path.join(src, 'mail', 'mailer.ts'), 'utf8');
    const sends = mailer.match(/sendMail\([^)]*\)/g) ?? [];
    expect(sends.length).toBeGreaterThan(0);
    for (const send of sends) expect(send).toMatch(/^sendMail\(envelope\(sender, message\)/);
  });
});

describe('LEGAL_* settings', () => {
  it('set: read as given, optional lines only when set; none left at the example', () => {
    expect(senderIdentificationFromEnv(LEGAL_ENV)).toEqual({
      identification: {
        company: LEGAL_ENV.LEGAL_COMPANY,
        address: LEGAL_ENV.LEGAL_ADDRESS,
        register: LEGAL_ENV.LEGAL_REGISTER,
        contact: LEGAL_ENV.LEGAL_CONTACT,
        representative: LEGAL_ENV.LEGAL_REPRESENTATIVE,
        vatId: LEGAL_ENV.LEGAL_VAT_ID,
      },
      exampleSettings: [],
    });
  });

  it('unset: the obvious example values, each required one named for the production warning', () => {
    const { identification: example, exampleSettings } = senderIdentificationFromEnv({
      LEGAL_COMPANY: '  ',
    });
    expect(example).toMatchObject({
      company: 'Muster GmbH',
      register: expect.stringMatching(/HRB/),
    });
    expect(example.representative).toBeUndefined();
    expect(exampleSettings).toEqual([
      'LEGAL_COMPANY',
      'LEGAL_ADDRESS',
      'LEGAL_REGISTER',
      'LEGAL_CONTACT',
    ]);
    expect(mailConfigFromEnv({}, []).identification).toEqual(example);
  });

  it('set to the example values (the deploy files give them, to be replaced): still named for the warning', () => {
    const { exampleSettings } = senderIdentificationFromEnv({
      ...LEGAL_ENV,
      LEGAL_COMPANY: 'Muster GmbH',
      LEGAL_CONTACT: ' kontakt@example.de ',
    });
    expect(exampleSettings).toEqual(['LEGAL_COMPANY', 'LEGAL_CONTACT']);
  });
});
