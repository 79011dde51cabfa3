import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from '../client/create-database';
import { coupons } from '../schema/cart';
import { seedDemoCoupons } from './demo-coupons';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h?.close());

describe('seedDemoCoupons', () => {
  it('inserts the documented codes, and running it again keeps edits and adds nothing', async () => {
    await seedDemoCoupons(h.db);
    const rows = await h.db.select().from(coupons).orderBy(asc(coupons.code));
    expect(rows.map((r) => r.code)).toEqual(['CANADA15', 'EXPIRED5', 'SAVE10', 'WELCOME10']);
    expect(rows.find((r) => r.code === 'SAVE10')).toMatchObject({ kind: 'fixed', amountOff: 1000, currency: 'USD', minSubtotal: 5000 });
    expect(rows.find((r) => r.code === 'EXPIRED5')!.expiresAt!.getTime()).toBeLessThan(Date.now());

    await h.db.update(coupons).set({ timesUsed: 7 }).where(eq(coupons.code, 'WELCOME10'));
    await seedDemoCoupons(h.db);
    const again = await h.db.select().from(coupons);
    expect(again).toHaveLength(4);
    expect(again.find((r) => r.code === 'WELCOME10')!.timesUsed).toBe(7);
  });
});
