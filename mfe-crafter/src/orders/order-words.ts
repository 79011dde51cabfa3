import { ORDER_STATUS_LABELS } from '@storefront/contracts';

/**
 * An order's status in words, as the account's order pages say it. The crafter's order view types
 * its status as a string, so one the store adds later is shown as it comes rather than hidden.
 */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
}
