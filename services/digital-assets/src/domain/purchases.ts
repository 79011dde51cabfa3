import { inArray } from 'drizzle-orm';
import { LICENCE_TERMS, printCapFor, type PurchasedAsset } from '@storefront/contracts';
import { digitalPurchasesOf, licenceUsage, productPath, type Database, type DigitalPurchase } from '@storefront/db';
import { isDownloadFormat } from './asset-art-files';
import type { DownloadLinks } from './download-links';

export const downloadUrl = (token: string) => `/api/digital-assets/downloads/${token}`;
export const certificateUrl = (orderLineId: string) => `/api/digital-assets/licences/${orderLineId}/certificate.pdf`;

/** Units printed so far and the cap fixed at the first send, per bought line (absent: nothing sent yet). */
export async function usageOf(db: Database, orderLineIds: readonly string[]): Promise<Map<string, { unitsUsed: number; cap: number | null }>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .select({ orderLineId: licenceUsage.orderLineId, unitsUsed: licenceUsage.unitsUsed, cap: licenceUsage.cap })
    .from(licenceUsage)
    .where(inArray(licenceUsage.orderLineId, [...orderLineIds]));
  return new Map(rows.map((r) => [r.orderLineId, { unitsUsed: r.unitsUsed, cap: r.cap }]));
}

/** The cap a line is held to: the one fixed at its first send, else what its licences allow now. */
export const capOf = (p: DigitalPurchase, usage: { cap: number | null } | undefined): number | null =>
  usage ? usage.cap : printCapFor(p.licence, p.standardPrintCap, p.quantity);

/**
 * The signed-in user's bought assets (optionally one order's), each with the units printed, its
 * cap, a download link per format it offers (signed for this user, 15 minutes) and its certificate.
 */
export async function listPurchases(db: Database, userId: string, links: DownloadLinks, now: Date, orderNumber?: string): Promise<PurchasedAsset[]> {
  const purchases = await digitalPurchasesOf(db, userId, orderNumber === undefined ? {} : { orderNumber });
  const usage = await usageOf(
    db,
    purchases.map((p) => p.orderLineId),
  );
  return purchases.map((p) => {
    const used = usage.get(p.orderLineId);
    return {
      order_line_id: p.orderLineId,
      order_number: p.orderNumber,
      purchased_at: p.placedAt.toISOString(),
      product: { slug: p.productSlug, title: p.title, url: productPath(p.store, p.productSlug, 'digital_asset'), image: p.image },
      licence: p.licence,
      licence_label: LICENCE_TERMS[p.licence].label,
      quantity: p.quantity,
      print_cap: capOf(p, used),
      units_used: used?.unitsUsed ?? 0,
      downloads: p.formats.filter(isDownloadFormat).map((format) => {
        const { token, expiresAt } = links.sign({ orderLineId: p.orderLineId, userId, format }, now);
        return { format, url: downloadUrl(token), expires_at: expiresAt.toISOString() };
      }),
      certificate_url: certificateUrl(p.orderLineId),
    };
  });
}
