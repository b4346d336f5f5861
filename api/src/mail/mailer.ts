import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** One mail, text and HTML, with its extra headers (List-Unsubscribe, …). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Its language (Content-Language). */
  language: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** SMTP_URL: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string | undefined;
  /** MAIL_OUTBOX_DIR: without SMTP_URL every mail is written there as an .eml file. */
  outboxDir: string;
  /** MAIL_FROM: the sender, e.g. `helloMarketing <newsletter@example.de>`. */
  from: string;
}

/**
 * Short waits: a mail is sent while the visitor's request waits, and an SMTP
 * server that does not answer must not hold it (the download goes on, the
 * failure is logged).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

const envelope = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: { 'Content-Language': message.language, ...message.headers },
});

/** Mail over SMTP (nodemailer), one connection per mail: the newsletter's mails are few. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    send: async (message) => {
      await transport.sendMail(envelope(from, message));
    },
  };
}

/**
 * Without an SMTP server (`npm start` on a laptop): each mail becomes an
 * .eml file in the outbox folder, which any mail program opens, and a log
 * line names the file (not the address).
 */
export function outboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail(envelope(from, message));
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
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.from);
  logger.info({ outbox: config.outboxDir }, 'SMTP_URL unset: mails go to the outbox folder');
  return outboxMailer(config.outboxDir, config.from, logger);
}
