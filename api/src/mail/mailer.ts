import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { senderIdentificationLines, type Language, type SenderIdentification } from 'contracts';
import { escapeHtml } from 'server-kit';

/** One mail, text and HTML, with its extra headers (List-Unsubscribe, …). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Its language (Content-Language, the identification's labels). */
  language: Language;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Who every mail comes from: its From and the identification it ends with. */
export interface MailSender {
  /** MAIL_FROM: the sender, e.g. `helloMarketing <newsletter@example.de>`. */
  from: string;
  /** LEGAL_*: company, address, register entry, contact (contracts/legal). */
  identification: SenderIdentification;
}

export interface MailConfig extends MailSender {
  /** SMTP_URL: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string | undefined;
  /** MAIL_OUTBOX_DIR: without SMTP_URL every mail is written there as an .eml file. */
  outboxDir: string;
}

/**
 * Short waits: a mail is sent while the visitor's request waits, and an SMTP
 * server that does not answer must not hold it (the download goes on, the
 * failure is logged).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/**
 * The mail as it leaves, ending with the sender's identification in its
 * language (a commercial mail must say who sends it: §5 DDG, §37a HGB).
 * Added here, where every transport builds its message, so no mail can
 * leave without it. In HTML it closes the body (or the fragment).
 */
function envelope(sender: MailSender, message: MailMessage) {
  const lines = senderIdentificationLines(sender.identification, message.language);
  const footer = `<p style="margin-top:24px;font-size:12px;color:#6b7280">${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = message.html.includes('</body>')
    ? message.html.replace('</body>', `${footer}\n</body>`)
    : `${message.html}\n${footer}`;
  return {
    from: sender.from,
    to: message.to,
    subject: message.subject,
    // '-- ' opens a signature (RFC 3676): mail programs set it apart.
    text: `${message.text}\n\n-- \n${lines.join('\n')}`,
    html,
    headers: { 'Content-Language': message.language, ...message.headers },
  };
}

/** Mail over SMTP (nodemailer), one connection per mail: the newsletter's mails are few. */
export function smtpMailer(url: string, sender: MailSender): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    send: async (message) => {
      await transport.sendMail(envelope(sender, message));
    },
  };
}

/**
 * Without an SMTP server (`npm start` on a laptop): each mail becomes an
 * .eml file in the outbox folder, which any mail program opens, and a log
 * line names the file (not the address).
 */
export function outboxMailer(dir: string, sender: MailSender, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail(envelope(sender, message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ file }, `mail written to the outbox: ${file}`);
    },
  };
}

/** No mail at all (tests that do not look at mail). */
export const discardingMailer: Mailer = { send: async () => undefined };

/** SMTP_URL if set, else the outbox folder. */
export function mailerFromConfig(config: MailConfig, logger: Logger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config);
  logger.info({ outbox: config.outboxDir }, 'SMTP_URL unset: mails go to the outbox folder');
  return outboxMailer(config.outboxDir, config, logger);
}
