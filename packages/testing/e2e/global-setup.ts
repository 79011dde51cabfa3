import { mkdir, rm } from 'node:fs/promises';
import { startSmtpInbox } from '../src/smtp-inbox';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './alert-inbox';

/** One real SMTP server for the run (price alerts, crafter quotes), its mails in E2E_MAIL_DIR for every worker. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(E2E_MAIL_DIR, { recursive: true, force: true });
  await mkdir(E2E_MAIL_DIR, { recursive: true });
  const inbox = await startSmtpInbox({ port: E2E_SMTP_PORT, saveTo: E2E_MAIL_DIR });
  return () => inbox.stop();
}
