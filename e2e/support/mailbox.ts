import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env';

/** A mail the throwaway SMTP server received, its quoted-printable text decoded. */
export interface ReceivedMail {
  headers: string;
  text: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words in a header (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as a mail program shows them. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function readMails(): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const raw = readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    return {
      headers: raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' '),
      text: decodeQuotedPrintable(raw.slice(split)),
    };
  });
}

/** Waits for the mail to an address (the site sends it while the visitor's request waits). */
export async function mailTo(address: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails().find((mail) =>
          new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail.headers),
        );
        return Boolean(found);
      },
      { message: `a mail to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The mail's links to the newsletter pages, as paths (the mail names the site's canonical origin). */
export function newsletterLinks(mail: ReceivedMail) {
  const urls = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => new URL(match[0]));
  const confirm = urls.find((url) => url.pathname.endsWith('/newsletter/bestaetigen'));
  const unsubscribe = urls.find((url) => url.pathname.endsWith('/newsletter/abmelden'));
  expect(confirm, 'the confirmation link').toBeDefined();
  expect(unsubscribe, 'the unsubscribe link').toBeDefined();
  return {
    confirm: `${confirm!.pathname}${confirm!.search}`,
    unsubscribe: `${unsubscribe!.pathname}${unsubscribe!.search}`,
    subject: decodeHeader(/^Subject: (.*)$/m.exec(mail.headers)?.[1] ?? ''),
    listUnsubscribe: /^List-Unsubscribe: <([^>]+)>$/m.exec(mail.headers)?.[1] ?? '',
    listUnsubscribePost: /^List-Unsubscribe-Post: (.*)$/m.exec(mail.headers)?.[1] ?? '',
  };
}
