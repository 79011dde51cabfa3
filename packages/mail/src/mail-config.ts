import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '@storefront/db';
import { ConfigError } from '@storefront/server-kit';
import type { MailerSettings } from './mailer';

/** the gateway's own default address: where a standalone service's mail links point unless told */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Storefront <alerts@localhost>';
/** `.data/outbox`, beside the default PGlite folder */
export const DEFAULT_OUTBOX_DIR = outboxBeside(DEFAULT_DATA_DIR);

/**
 * The environment keys of every service that mails (account's alerts, crafter's quotes), read by
 * the gateway (embedded mode) and by each standalone service. SMTP_URL is checked by
 * `mailSettingsOf`, not here: a refused value is echoed by readConfig, and this one may hold a password.
 */
export const MAIL_KEYS = {
  /** smtp://user:password@host:port or smtps://…; unset, mails are written as .eml files beside the PGlite folder */
  SMTP_URL: z.string().optional(),
  /** the site's origin for the links in mails; default the gateway's PUBLIC_URL when embedded, else http://localhost:3000 */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s):// origin' }).optional(),
  /** the mails' From address */
  MAIL_FROM: z.string().regex(/@/, 'must be an email address, optionally with a name: Storefront <alerts@example.com>').default(DEFAULT_MAIL_FROM),
};

const mailKeys = z.object(MAIL_KEYS);
export type MailEnv = z.output<typeof mailKeys>;

/** The keys parsed from the gateway's settings (embedded mode), with what the gateway says about its origin and data folder. */
export const mailSettingsOfGateway = mailKeys.extend({ PUBLIC_URL: z.string().optional(), PGLITE_DATA_DIR: z.string().optional() });

/** Where a service's mails go and what their links start with. */
export interface MailSettings extends MailerSettings {
  /** the site's origin, for links in mails */
  publicOrigin: string;
}

/**
 * The mail settings from those keys. `defaults` are what the entry point knows: the gateway's
 * PUBLIC_URL as the origin when embedded, and its PGlite folder, beside which `outbox/` holds the
 * mails written when there is no SMTP server.
 */
export function mailSettingsOf(config: MailEnv, defaults: { publicOrigin?: string | undefined; pgliteDir?: string | undefined } = {}): MailSettings {
  if (config.SMTP_URL !== undefined && !isSmtpUrl(config.SMTP_URL)) {
    throw new ConfigError(['SMTP_URL: must be smtp://[user:password@]host[:port] or smtps://… (the value is not shown: it may hold a password)']);
  }
  return {
    smtpUrl: config.SMTP_URL,
    outboxDir: defaults.pgliteDir && defaults.pgliteDir !== 'memory' ? outboxBeside(defaults.pgliteDir) : DEFAULT_OUTBOX_DIR,
    publicOrigin: new URL(config.PUBLIC_ORIGIN ?? defaults.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).origin,
    from: config.MAIL_FROM,
  };
}

function outboxBeside(pgliteDir: string): string {
  return path.join(path.dirname(path.resolve(pgliteDir)), 'outbox');
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}
