import type { DeliveryMethod } from '@storefront/contracts';

// Copies of values that live in contracts' quotes.ts and checkout/payments.ts, whose modules
// carry zod: this page ships none (read-public-quote.ts). Change both together.

/** contracts' DELIVERY_METHOD_LABELS */
export const DELIVERY_LABELS: Record<DeliveryMethod, string> = { ship: 'Shipping', pickup: 'Pickup', local_delivery: 'Local delivery' };

/** contracts' TEST_CARDS.success and .declined, spaced as people type them */
export const TEST_CARD_NUMBERS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
