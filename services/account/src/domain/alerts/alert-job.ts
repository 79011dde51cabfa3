import type { Database } from '@storefront/db';
import { schedulePeriodic } from '@storefront/server-kit';
import { createMailer, type Mailer, type MailerSettings } from '@storefront/mail';
import { detectAlertChanges, type DetectReport } from './detect-alert-changes';
import { sendAlertMails, type SendReport } from './send-alert-mails';

export interface AlertMailSettings extends MailerSettings {
  /** the site's origin, for the mails' absolute links */
  publicOrigin: string;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * One run of the alert job: detect (queue one mail per change, in the database) then send (the
 * outbox, outside any transaction). Safe on every instance at once: see detectAlertChanges and
 * sendAlertMails.
 */
export async function runAlertJob(db: Database, opts: { mailer: Mailer; publicOrigin: string; now: () => Date; log: Log }): Promise<DetectReport & SendReport> {
  const detected = await detectAlertChanges(db, opts.now());
  const sent = await sendAlertMails(db, opts);
  return { ...detected, ...sent };
}

/**
 * Runs the alert job every `intervalMs` while the app is up (server-kit's schedulePeriodic, one
 * run at a time per instance). The schedule lives in the process, the work in PostgreSQL: the
 * outbox and its leases are what make several instances safe together. `stop` waits for a run in
 * progress, so the database is not closed under it.
 */
export function scheduleAlertJob(log: Log, db: Database, intervalMs: number, settings: AlertMailSettings, now: () => Date): { stop(): Promise<void> } {
  const mailer = createMailer(settings);
  log.info(
    { destination: mailer.destination, everyMs: intervalMs },
    settings.smtpUrl ? 'alert mails go out through SMTP' : 'alert mails are written as .eml files (SMTP_URL is unset)',
  );
  let current: Promise<unknown> = Promise.resolve();
  const job = schedulePeriodic(log, 'alert job', intervalMs, () => {
    current = runAlertJob(db, { mailer, publicOrigin: settings.publicOrigin, now, log }).then((report) => {
      if (Object.values(report).some((n) => n > 0)) log.info({ ...report }, 'alert job');
    });
    return current;
  });
  return {
    async stop() {
      job.stop();
      await current.catch(() => {});
      mailer.close();
    },
  };
}
