import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '@storefront/db';
import { ConfigError } from '@storefront/server-kit';
import type { AccountOptions } from './app';

export const DEFAULT_ALERTS_INTERVAL_MS = 5 * 60_000;
/** the gateway's own default address: where a standalone account service's links point unless told */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'Storefront <alerts@localhost>';
/** `.data/outbox`, beside the default PGlite folder */
export const DEFAULT_OUTBOX_DIR = outboxBeside(DEFAULT_DATA_DIR);

/**
 * The alert job's environment keys, shared by the gateway (embedded mode) and the standalone
 * service like the rate limits. SMTP_URL is checked by `accountAlertSettings`, not here: a refused
 * value is echoed by readConfig, and this one may hold a password.
 */
export const accountAlertKeys = {
  /** how often price-drop and back-in-stock alerts are checked and mailed; 0 turns the job off */
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).max(24 * 60 * 60_000).default(DEFAULT_ALERTS_INTERVAL_MS),
  /** smtp://user:password@host:port or smtps://…; unset, alert mails are written as .eml files beside the PGlite folder */
  SMTP_URL: z.string().optional(),
  /** the site's origin for the links in alert mails; default the gateway's PUBLIC_URL when embedded, else http://localhost:3000 */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s):// origin' }).optional(),
  /** the alert mails' From address */
  MAIL_FROM: z.string().regex(/@/, 'must be an email address, optionally with a name: Storefront <alerts@example.com>').default(DEFAULT_MAIL_FROM),
};

const alertSettings = z.object(accountAlertKeys);
type AlertEnv = z.output<typeof alertSettings>;

/**
 * The account app's alert options from those keys. `defaults` are what the entry point knows:
 * the gateway's PUBLIC_URL as the origin when embedded, and its PGlite folder, beside which
 * `outbox/` holds the mails written when there is no SMTP server.
 */
export function accountAlertSettings(config: AlertEnv, defaults: { publicOrigin?: string | undefined; pgliteDir?: string | undefined } = {}): Pick<AccountOptions, 'alertsIntervalMs' | 'alertMail'> {
  if (config.SMTP_URL !== undefined && !isSmtpUrl(config.SMTP_URL)) {
    throw new ConfigError(['SMTP_URL: must be smtp://[user:password@]host[:port] or smtps://… (the value is not shown: it may hold a password)']);
  }
  return {
    alertsIntervalMs: config.ALERTS_INTERVAL_MS,
    alertMail: {
      smtpUrl: config.SMTP_URL,
      outboxDir: defaults.pgliteDir && defaults.pgliteDir !== 'memory' ? outboxBeside(defaults.pgliteDir) : DEFAULT_OUTBOX_DIR,
      publicOrigin: new URL(config.PUBLIC_ORIGIN ?? defaults.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).origin,
      from: config.MAIL_FROM,
    },
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

/** The keys parsed from the gateway's settings (embedded mode), with what the gateway itself says about its origin and data folder. */
export const alertSettingsOfGateway = alertSettings.extend({ PUBLIC_URL: z.string().optional(), PGLITE_DATA_DIR: z.string().optional() });
