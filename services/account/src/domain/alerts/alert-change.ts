import type { alertMails, monitoredItems } from '@storefront/db';

export type MonitoredRow = typeof monitoredItems.$inferSelect;

/** What the catalog says now about an alert's product in its store; null fields: not known (not sold there). */
export interface CurrentState {
  /** the unit price in the alert's store, minor units; null when the store does not price it */
  unitPrice: number | null;
  /** whether what a back_in_stock alert watches has a unit on hand; null when not asked or not known */
  inStock: boolean | null;
}

/** The alert's `last_notified_*` state after the change. */
export type NotifiedState = Pick<MonitoredRow, 'lastNotifiedAt' | 'lastNotifiedAmount' | 'lastNotifiedInStock'>;

/** The change's part of its outbox row; the alert's and the product's parts are added by detectAlertChanges. */
export type ChangeFacts = Pick<typeof alertMails.$inferInsert, 'changeKey' | 'oldAmount' | 'newAmount' | 'currency' | 'inStock'>;

/**
 * What one pass does with an alert: `mail` (state moves, one mail queued), `rearm` (state moves
 * silently, so the next change mails again), or nothing.
 */
export type AlertChange = { kind: 'mail'; next: NotifiedState; mail: ChangeFacts } | { kind: 'rearm'; next: NotifiedState } | null;

/**
 * The change key names the new state and the notification it follows, so the same change seen by
 * two passes is one key (the outbox's unique key refuses the second), while the same price or
 * stock coming back after a re-arm is a new change.
 */
function changeKey(state: string, item: MonitoredRow): string {
  return `${state} after ${item.lastNotifiedAt?.toISOString() ?? 'subscription'}`;
}

/**
 * Compares an alert with the catalog now (the rules of issue 13's alert job):
 * - price_drop mails when the unit price is below the baseline and below the last price mailed
 *   (a rise that stays under the baseline is not a drop); the price back at or above the baseline
 *   re-arms it, so the next sale mails again.
 * - back_in_stock mails when what it watches has stock and had none at the baseline or since the
 *   last mail; running out again re-arms it.
 */
export function alertChange(item: MonitoredRow, now: CurrentState, at: Date): AlertChange {
  if (item.kind === 'price_drop') {
    const baseline = item.baselineAmount;
    if (now.unitPrice === null || baseline === null) return null;
    const before = item.lastNotifiedAmount ?? baseline;
    if (now.unitPrice < baseline && now.unitPrice < before) {
      return {
        kind: 'mail',
        next: { lastNotifiedAt: at, lastNotifiedAmount: now.unitPrice, lastNotifiedInStock: item.lastNotifiedInStock },
        mail: { changeKey: changeKey(`price:${now.unitPrice}`, item), oldAmount: before, newAmount: now.unitPrice, currency: item.baselineCurrency, inStock: null },
      };
    }
    if (now.unitPrice >= baseline && item.lastNotifiedAmount !== null) {
      return { kind: 'rearm', next: { lastNotifiedAt: item.lastNotifiedAt, lastNotifiedAmount: null, lastNotifiedInStock: item.lastNotifiedInStock } };
    }
    return null;
  }
  if (now.inStock === null) return null;
  const before = item.lastNotifiedInStock ?? item.baselineInStock;
  if (now.inStock && !before) {
    return {
      kind: 'mail',
      next: { lastNotifiedAt: at, lastNotifiedAmount: item.lastNotifiedAmount, lastNotifiedInStock: true },
      mail: { changeKey: changeKey('in_stock', item), oldAmount: null, newAmount: null, currency: null, inStock: true },
    };
  }
  if (!now.inStock && before) {
    return { kind: 'rearm', next: { lastNotifiedAt: item.lastNotifiedAt, lastNotifiedAmount: item.lastNotifiedAmount, lastNotifiedInStock: false } };
  }
  return null;
}
