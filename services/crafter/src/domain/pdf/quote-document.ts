import { inArray } from 'drizzle-orm';
import { crafterBusinessOf, crafterQuoteImages, type Database } from '@storefront/db';
import { storeDay } from '@storefront/store-config';
import type { BlobStore } from '@storefront/uploads';
import { quoteRecords, type QuoteRow } from '../quotes/quote-rows';
import { crafterQuoteView } from '../quotes/quote-view';
import { catalogLinePictures, embeddablePicture } from './line-pictures';
import { renderQuotePdf } from './quote-pdf';

/**
 * The quote's PDF from its row: the portal's view of it (the same numbers the crafter sees), the
 * business as it stands, and each line's picture: its own (an SVG upload rasterised, since pdf-lib
 * draws only PNG and JPEG), else for a catalog line the product's picture as the store draws it.
 */
export async function quoteDocument(deps: { db: Database; blobStore: BlobStore; now: Date }, quote: QuoteRow): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const business = await crafterBusinessOf(deps.db, quote.crafterId);
  if (!business) return null;
  const [record] = await quoteRecords(deps.db, [quote]);
  const view = crafterQuoteView(record!, storeDay(quote.store as 'us' | 'ca', deps.now));
  const imageIds = [...new Set(record!.lines.flatMap((l) => (l.imageId ? [l.imageId] : [])))];
  const rows = imageIds.length ? await deps.db.select().from(crafterQuoteImages).where(inArray(crafterQuoteImages.id, imageIds)) : [];
  const images = new Map<string, Uint8Array>();
  for (const line of record!.lines) {
    const row = rows.find((r) => r.id === line.imageId);
    const blob = row ? await deps.blobStore.get(row.blobKey) : null;
    if (row && blob) images.set(line.id, await embeddablePicture(blob.bytes, row.contentType));
  }
  const pictured = await catalogLinePictures(
    deps.db,
    quote.store as 'us' | 'ca',
    record!.lines.filter((l) => !images.has(l.id)),
  );
  for (const [lineId, bytes] of pictured) images.set(lineId, bytes);
  const bytes = await renderQuotePdf(view, business, images);
  return { bytes, fileName: `${view.invoice_status ? 'invoice' : 'quote'}-${view.number}.pdf` };
}
