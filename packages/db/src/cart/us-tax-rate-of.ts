import { eq } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { usTaxRates } from '../schema/cart';

/**
 * The cart's named read for anyone who taxes a US sale as checkout does (ARCHITECTURE §3.1): a
 * state's rate as operators set it, or null when the state has none set.
 */
export async function usTaxRateOf(db: Pick<Database, 'select'>, region: string): Promise<{ ratePpm: number; taxShipping: boolean } | null> {
  const [row] = await db.select({ ratePpm: usTaxRates.ratePpm, taxShipping: usTaxRates.taxShipping }).from(usTaxRates).where(eq(usTaxRates.region, region)).limit(1);
  return row ?? null;
}
