import { and, eq } from 'drizzle-orm';
import { crafterQuoteImages, crafterQuoteLines, type Database } from '@storefront/db';
import { storeUpload, type BlobStore, type UploadLimits } from '@storefront/uploads';

export type QuoteImageRow = typeof crafterQuoteImages.$inferSelect;

/**
 * Stores an image for the crafter's quote lines through the one upload pipeline (sniffed by its
 * bytes, size- and pixel-capped, raster re-encoded to PNG, unsafe SVG refused), then records it
 * as theirs. The pipeline's refusal (UploadError) reaches the route as is.
 */
export async function addQuoteImage(deps: { db: Database; blobStore: BlobStore; limits: UploadLimits; now: Date }, crafterId: string, bytes: Uint8Array): Promise<QuoteImageRow> {
  const stored = await storeUpload(deps.blobStore, bytes, 'quote-image', deps.limits);
  const [row] = await deps.db.insert(crafterQuoteImages).values({ crafterId, blobKey: stored.key, contentType: stored.contentType, width: stored.width, height: stored.height, createdAt: deps.now }).returning();
  return row!;
}

/** The crafter's own image (anyone else's is null). */
export async function ownQuoteImage(db: Database, crafterId: string, id: string): Promise<QuoteImageRow | null> {
  const [row] = await db
    .select()
    .from(crafterQuoteImages)
    .where(and(eq(crafterQuoteImages.id, id), eq(crafterQuoteImages.crafterId, crafterId)))
    .limit(1);
  return row ?? null;
}

/** The image of a line of this quote (the customer's page reaches images only through its quote's lines). */
export async function lineImage(db: Database, quoteId: string, lineId: string): Promise<QuoteImageRow | null> {
  const [row] = await db
    .select({ image: crafterQuoteImages })
    .from(crafterQuoteLines)
    .innerJoin(crafterQuoteImages, eq(crafterQuoteImages.id, crafterQuoteLines.imageId))
    .where(and(eq(crafterQuoteLines.id, lineId), eq(crafterQuoteLines.quoteId, quoteId)))
    .limit(1);
  return row?.image ?? null;
}
