import { eq } from 'drizzle-orm';
import { dtfPrints, type Database } from '@storefront/db';
import type { Problem, Tx } from '@storefront/server-kit';
import { priceDtfTransfer, priceSpangles, priceStickers } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import { isSpangleLayout, isStickerCut } from './dtf-snapshot';

/** Why a print line cannot hold `quantity` pieces (the price function's own 422: stickers come 50 and up), or null. */
export async function printQuantityProblem(db: Database | Tx, store: StoreCode, dtfPrintId: string, quantity: number): Promise<Problem | null> {
  const [row] = await (db as Database).select().from(dtfPrints).where(eq(dtfPrints.id, dtfPrintId)).limit(1);
  if (!row) return { kind: 'not_found', message: 'No such item in your cart.' };
  const priced =
    row.kind === 'sticker' && isStickerCut(row.sticker)
      ? priceStickers({ store, shape: row.sticker.shape, widthIn: row.sticker.width_in, heightIn: row.sticker.height_in, quantity })
      : row.kind === 'spangle' && isSpangleLayout(row.spangle)
        ? priceSpangles({ store, stoneCount: row.spangle.stone_count, stoneSize: row.spangle.stone_size, quantity })
        : priceDtfTransfer({ store, widthIn: row.widthHundredths / 100, heightIn: row.heightHundredths / 100, quantity, preCut: row.preCut });
  return priced.ok ? null : priced.problem;
}
