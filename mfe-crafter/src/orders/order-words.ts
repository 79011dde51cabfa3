import type { OrderStatus } from '@storefront/contracts';

// The store's order statuses in words (contracts' ORDER_STATUSES, as the account's order list says
// them). The crafter's order view types its status as a string, so one the store adds later is
// shown as it comes rather than hidden.
const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status;
}
