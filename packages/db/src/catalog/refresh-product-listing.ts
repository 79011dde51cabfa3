import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';

/**
 * Bulk loads write products, prices, compositions and SKUs in many statements, each of which
 * would refresh catalog.product_listing for its products (and with the seed's indexes dropped,
 * by scanning). Deferring switches the sync triggers off for the rest of the transaction; call
 * `refreshProductListing(db)` once the rows (and indexes) are in. Replica mode skips the triggers
 * anyway: this covers a seeding role that is not a superuser.
 */
export async function deferProductListing(db: Database): Promise<void> {
  await db.execute(sql`select set_config('storefront.listing_deferred', 'on', true)`);
}

/** Rebuilds catalog.product_listing from the catalog tables (migration 0010's function) and ends a deferral. */
export async function refreshProductListing(db: Database): Promise<void> {
  await db.execute(sql`select set_config('storefront.listing_deferred', 'off', true)`);
  await db.execute(sql`select catalog.refresh_product_listing(null)`);
}
