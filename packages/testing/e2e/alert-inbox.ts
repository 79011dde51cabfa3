import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMail, SMTP_PASSWORD, type ParsedMail } from '../src/smtp-inbox';

/**
 * The SMTP server the browser tests' site mails to (playwright.config's SMTP_URL): one for the
 * whole run, started by global-setup.ts in Playwright's own process, beside the site's port (so
 * two runs on one machine with different E2E_PORTs do not meet), with the login the inbox asks
 * for. Every mail it accepts is also written to E2E_MAIL_DIR, where any worker reads it.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 25;
export const E2E_SMTP_URL = `smtp://alerts:${SMTP_PASSWORD}@127.0.0.1:${E2E_SMTP_PORT}`;
export const E2E_MAIL_DIR = path.resolve(fileURLToPath(new URL('../../../.data/e2e-mails', import.meta.url)));

/** Every mail the run's SMTP server has received so far, parsed. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map(async (n) => parseMail(await readFile(path.join(E2E_MAIL_DIR, n)))));
}

/** Whether a mail was addressed to `email`. */
export function mailTo(mail: ParsedMail, email: string): boolean {
  return [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === email));
}
