import { SMTP_PASSWORD } from '../src/smtp-inbox';

/**
 * The SMTP server the browser tests' site mails its alerts to (playwright.config's SMTP_URL) and
 * favorites-mail.spec.ts runs: beside the site's own port, so two runs on one machine with
 * different E2E_PORTs do not meet; with the login the inbox asks for.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 25;
export const E2E_SMTP_URL = `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${E2E_SMTP_PORT}`;
