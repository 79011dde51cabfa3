import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { carts, dtfPrints, orderLines } from '../schema/cart';

/**
 * The cart's named read for the design lab (ARCHITECTURE §3.1): whether transfers of this
 * artwork are in an open cart or were ordered. Such an artwork must stay: the cart shows it and the
 * shop's print file is made from it. Both reads are indexed.
 */
export async function dtfArtworkInCartOrOrder(db: Database, artworkId: string): Promise<{ inCart: boolean; ordered: boolean }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(artworkId)) return { inCart: false, ordered: false };
  // an open cart's (a placed order's closed cart is the order's business)
  const [inCart] = await db
    .select({ one: sql<number>`1` })
    .from(dtfPrints)
    .innerJoin(carts, eq(carts.id, dtfPrints.cartId))
    .where(and(eq(dtfPrints.artworkId, artworkId), eq(carts.status, 'open')))
    .limit(1);
  const [ordered] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .where(sql`${orderLines.dtfPrint} is not null and (${orderLines.dtfPrint} ->> 'artwork_id') = ${artworkId}`)
    .limit(1);
  return { inCart: inCart !== undefined, ordered: ordered !== undefined };
}
