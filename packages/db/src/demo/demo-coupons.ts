import type { Database } from '../client/create-database';
import { coupons } from '../schema/cart';

type CouponInsert = typeof coupons.$inferInsert;

/**
 * The demo store's coupons (documented in services/cart/CONTEXT.md):
 * - WELCOME10: 10% off in either store, once per customer;
 * - SAVE10: $10.00 off US orders of $50.00 or more;
 * - CANADA15: 15% off in the Canadian store (CAD) only;
 * - EXPIRED5: 5% off, expired at the start of 2025 (shows the expiry refusal).
 */
export const DEMO_COUPONS: readonly CouponInsert[] = [
  { code: 'WELCOME10', kind: 'percent', percentOff: 10, maxUsesPerCustomer: 1 },
  { code: 'SAVE10', kind: 'fixed', amountOff: 1000, currency: 'USD', minSubtotal: 5000 },
  { code: 'CANADA15', kind: 'percent', percentOff: 15, currency: 'CAD' },
  { code: 'EXPIRED5', kind: 'percent', percentOff: 5, startsAt: new Date('2024-01-01T05:00:00Z'), expiresAt: new Date('2025-01-01T05:00:00Z') },
];

/** Inserts the demo coupons; codes already there (an earlier seed, or edited by hand) are left alone. */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db.insert(coupons).values([...DEMO_COUPONS]).onConflictDoNothing({ target: coupons.code });
}
