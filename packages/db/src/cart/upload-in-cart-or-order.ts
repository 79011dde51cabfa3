import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { madeDesigns, orderLines } from '../schema/cart';

/**
 * The cart's named read for the design lab (ARCHITECTURE §3.1): whether a design in a cart, or a
 * design ordered, places this upload. Such an upload must stay: the cart's mockups and the shop's
 * print files are rendered from it.
 */
export async function uploadInCartOrOrder(db: Database, uploadId: string): Promise<{ inCart: boolean; ordered: boolean }> {
  const placed = (document: unknown) => sql`jsonb_path_exists(${document}, '$.sides.*.layers[*] ? (@.upload == $id)', jsonb_build_object('id', ${uploadId}::text))`;
  const [inCart] = await db.select({ one: sql<number>`1` }).from(madeDesigns).where(placed(madeDesigns.document)).limit(1);
  const [ordered] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .where(sql`${orderLines.madeDesign} is not null and ${placed(sql`${orderLines.madeDesign} -> 'document'`)}`)
    .limit(1);
  return { inCart: inCart !== undefined, ordered: ordered !== undefined };
}
