import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** What a mail says: a subject and the same message as plain text and HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  /** the outbox row's id: the file name of a mail written to disk */
  id: string;
  /** where the customer's answer goes (a crafter's own address), when not the From address */
  replyTo?: string;
}

/** Sends one mail; throws when it did not go out. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** where mails go, safe to log (never a password) */
  readonly destination: string;
  close(): void;
}

export interface MailerSettings {
  /** smtp:// or smtps:// (user and password allowed); unset: mails are written to `outboxDir` */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** the From address */
  from: string;
}

// Bounded, so a send ends well within a caller's lease (the account's alert job, ALERT_LEASE_MS) and a
// request that mails does not hang on a server that stopped answering.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 15_000 };

/** An SMTP URL without its user and password, for logs. */
export function redactSmtpUrl(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (the laptop default) nothing fails:
 * each mail is built by nodemailer's stream transport and written as `<id>.eml` into
 * `outboxDir`, where an operator can read what would have been sent.
 */
export function createMailer(settings: MailerSettings): Mailer {
  // nodemailer logs nothing by default (logger: false); the message's content is ours, so no file or URL access
  const safety = { disableFileAccess: true, disableUrlAccess: true };
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS, ...safety });
    return {
      destination: redactSmtpUrl(settings.smtpUrl),
      async send(mail) {
        await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...safety });
  return {
    destination: settings.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
      await mkdir(settings.outboxDir, { recursive: true });
      await writeFile(path.join(settings.outboxDir, `${mail.id}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
