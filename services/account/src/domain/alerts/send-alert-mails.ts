import type { Database } from '@storefront/db';
import { renderAlertMail } from './alert-mail';
import { claimAlertMails, markAlertMailSent, recordAlertMailFailure, releaseAlertMail } from './alert-mail-queue';
import type { Mailer } from '@storefront/mail';

/** How long a claim holds: far longer than one send may take (the mailer's timeouts), so a live sender never loses its rows. */
export const ALERT_LEASE_MS = 10 * 60_000;
/** A claimed row is sent only if this much of its lease is left; otherwise it is handed back untried. */
const LEASE_MARGIN_MS = 2 * 60_000;
/** Failed sends before a mail is given up (`failed`); at the default interval that is about 25 minutes of trying. */
export const MAX_SEND_ATTEMPTS = 5;
export const SEND_BATCH = 20;

export interface SendReport {
  sent: number;
  /** failed this time, to be retried by a later run */
  retrying: number;
  /** failed for the last time: given up */
  failed: number;
}

export interface SendOptions {
  mailer: Mailer;
  publicOrigin: string;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  batchSize?: number;
}

/**
 * Sends the outbox's pending mails: claims a batch under a lease, sends each one with no
 * transaction open (house rule 12), then marks it sent. A failed send counts an attempt and frees
 * the row for a later run, and no further batch is claimed this run (the server is likely down).
 * A mail goes out at most once while its sender lives: no other instance can claim it while the
 * lease holds, and the lease outlasts any send. If a process dies between the server accepting a
 * mail and marking it sent, the mail goes out again once the lease has run out: the one case
 * where the shopper may get a second copy.
 */
export async function sendAlertMails(db: Database, opts: SendOptions): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  const batchSize = opts.batchSize ?? SEND_BATCH;
  for (;;) {
    const claimed = await claimAlertMails(db, opts.now(), ALERT_LEASE_MS, batchSize);
    let failures = 0;
    for (const mail of claimed) {
      if (mail.lease.getTime() - opts.now().getTime() < LEASE_MARGIN_MS) {
        await releaseAlertMail(db, mail);
        continue;
      }
      try {
        await opts.mailer.send({ id: mail.row.id, to: mail.to, ...renderAlertMail(mail.row, opts.publicOrigin) });
      } catch (error) {
        failures++;
        const status = await recordAlertMailFailure(db, mail, MAX_SEND_ATTEMPTS);
        report[status === 'failed' ? 'failed' : 'retrying']++;
        opts.log.warn(
          { alertMail: mail.row.id, attempt: mail.row.attempts + 1, maxAttempts: MAX_SEND_ATTEMPTS, ...smtpFailure(error) },
          status === 'failed' ? 'alert mail given up' : 'alert mail not sent: retried on a later run',
        );
        continue;
      }
      await markAlertMailSent(db, mail, opts.now());
      report.sent++;
    }
    if (claimed.length < batchSize || failures > 0) return report;
  }
}

/** What a send failure says, without anything that could hold a secret (no message text, no URL). */
function smtpFailure(error: unknown): { code?: string; responseCode?: number; command?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const e = error as { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    // the SMTP verb only (CONN, RCPT TO, DATA…), never a line that could carry an argument
    ...(typeof e.command === 'string' && /^[A-Z][A-Z ]{0,15}$/.test(e.command) ? { command: e.command } : {}),
  };
}
