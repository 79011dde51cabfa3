import { z } from 'zod';
import { MAIL_KEYS, mailSettingsOf, mailSettingsOfGateway, type MailEnv } from '@storefront/mail';
import type { AccountOptions } from './app';

export { DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR, DEFAULT_PUBLIC_ORIGIN } from '@storefront/mail';
export const DEFAULT_ALERTS_INTERVAL_MS = 5 * 60_000;

/**
 * The alert job's environment keys, shared by the gateway (embedded mode) and the standalone
 * service like the rate limits: the interval, and where mails go (@storefront/mail's MAIL_KEYS).
 */
export const accountAlertKeys = {
  /** how often price-drop and back-in-stock alerts are checked and mailed; 0 turns the job off */
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).max(24 * 60 * 60_000).default(DEFAULT_ALERTS_INTERVAL_MS),
  ...MAIL_KEYS,
};

type AlertEnv = MailEnv & { ALERTS_INTERVAL_MS: number };

/**
 * The account app's alert options from those keys. `defaults` are what the entry point knows:
 * the gateway's PUBLIC_URL as the origin when embedded, and its PGlite folder, beside which
 * `outbox/` holds the mails written when there is no SMTP server.
 */
export function accountAlertSettings(config: AlertEnv, defaults: { publicOrigin?: string | undefined; pgliteDir?: string | undefined } = {}): Pick<AccountOptions, 'alertsIntervalMs' | 'alertMail'> {
  return { alertsIntervalMs: config.ALERTS_INTERVAL_MS, alertMail: mailSettingsOf(config, defaults) };
}

/** The keys parsed from the gateway's settings (embedded mode), with what the gateway itself says about its origin and data folder. */
export const alertSettingsOfGateway = mailSettingsOfGateway.extend({ ALERTS_INTERVAL_MS: accountAlertKeys.ALERTS_INTERVAL_MS });
