import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { senderIdentificationFromEnv } from '../../src/config';
import { smtpMailer, type Mailer } from '../../src/mail/mailer';

/** A mail as the throwaway server received it, its MIME parts decoded (enough for our mails). */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Header names lower-case, folded lines joined. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
      // Keep the other characters as they are (escape a literal % first).
      .replace(/%(?![0-9A-F]{2})/gi, '%25');
    return decodeURIComponent(bytes);
  }
  return body;
}

/** Splits a message into headers and its decoded text and HTML parts. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const trimmed = chunk.replace(/^\r?\n/, '');
    const at = trimmed.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(trimmed.slice(0, at));
    const content = trimmed.slice(at).replace(/^\r?\n\r?\n/, '');
    parts.push({
      type: partHeaders['content-type'] ?? '',
      content: decodeBody(content, partHeaders['content-transfer-encoding']),
    });
  }
  const part = (type: string) => parts.find((p) => p.type.startsWith(type))?.content ?? '';
  return {
    to,
    raw,
    headers,
    subject: decodeSubject(headers.subject ?? ''),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in the subject. */
function decodeSubject(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/**
 * An SMTP server on a free loopback port for one test file: it accepts every
 * mail (no TLS, no authentication) and keeps it for the test to read.
 */
export class ThrowawaySmtp {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private waiting: (() => void)[] = [];
  url = '';

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          for (const wake of this.waiting.splice(0)) wake();
          done();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  /** The mails to an address so far. */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  /** Waits (up to 5 s) until `count` mails to the address arrived; the last of them. */
  async waitForMail(address: string, count = 1): Promise<ReceivedMail> {
    const deadline = Date.now() + 5_000;
    while (this.mailsTo(address).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within 5 s`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.mailsTo(address)[count - 1]!;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }
}

/**
 * A throwaway SMTP server for the test file (started before its tests,
 * closed after) and a mailer that sends to it, for the app's options.
 */
export function setupThrowawaySmtp(from = 'helloMarketing <newsletter@hello-site.example>') {
  const smtp = new ThrowawaySmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.close());
  const { identification } = senderIdentificationFromEnv({});
  const mailer: Mailer = {
    send: (message) => smtpMailer(smtp.url, { from, identification }).send(message),
  };
  return { smtp, mailer };
}
