import type { Database } from '@storefront/db';
import { settlePendingSignIns } from './merge-guest-cart-on-sign-in';

/**
 * Settles pending sign-in events every `intervalMs` while the app is up. Every cart instance may
 * run it: settling is exactly-once per event (merge-guest-cart-on-sign-in.ts), so instances only
 * skip each other's work. A failure is logged and retried at the next tick.
 */
export function scheduleSignInSweep(log: { warn(obj: object, msg: string): void }, db: Database, intervalMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is not overlapped by the next tick
    running = true;
    settlePendingSignIns(db, new Date())
      .catch((error: unknown) => log.warn({ err: error }, 'cart sign-in sweep failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
