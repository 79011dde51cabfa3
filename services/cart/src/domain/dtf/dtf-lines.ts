import { inArray } from 'drizzle-orm';
import type { CartDtfPrint, Image } from '@storefront/contracts';
import { dtfPrints, type Database } from '@storefront/db';
import { dtfArtworkFileUrl } from '@storefront/routing';
import type { Tx } from '@storefront/server-kit';
import { priceDtfTransfer, transferQuality, dpiAt } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import { dtfSizeLabel } from './dtf-size';
import type { DtfSnapshot } from './dtf-snapshot';

/** A DTF line priced now: its unit price, what the cart shows and what an order keeps. */
export interface PricedDtfLine {
  unitPrice: number;
  sizeLabel: string;
  image: Image;
  view: CartDtfPrint;
  snapshot: DtfSnapshot;
}

/**
 * The line's picture: a WebP thumbnail of the artwork version (160 px wide, 320 for sharp screens),
 * with its box 160 px on the long side so the cart keeps its layout before it loads.
 */
export function dtfLineImage(artworkId: string, version: number, name: string, pixelWidth: number, pixelHeight: number, sizeLabel: string): Image {
  const scale = 160 / Math.max(pixelWidth, pixelHeight);
  return {
    src: dtfArtworkFileUrl(artworkId, version, 160),
    srcset: `${dtfArtworkFileUrl(artworkId, version, 160)} 160w, ${dtfArtworkFileUrl(artworkId, version, 320)} 320w`,
    type: 'image/webp',
    width: Math.max(1, Math.round(pixelWidth * scale)),
    height: Math.max(1, Math.round(pixelHeight * scale)),
    alt: `${name}, printed ${sizeLabel}`,
  };
}

/**
 * Prices the cart's DTF lines (`dtf_print_id` → quantity): per piece the printed area at the line's
 * quantity tier, never under the piece minimum, plus pre-cut — @storefront/transfers' one function,
 * the same the artwork page shows. A line whose size the press no longer takes (the limits changed)
 * is absent, as a SKU the catalog dropped is.
 */
export async function priceDtfLines(db: Database | Tx, store: StoreCode, lines: readonly { dtfPrintId: string; quantity: number }[]): Promise<Map<string, PricedDtfLine>> {
  const out = new Map<string, PricedDtfLine>();
  if (lines.length === 0) return out;
  const rows = await (db as Database)
    .select()
    .from(dtfPrints)
    .where(
      inArray(
        dtfPrints.id,
        lines.map((l) => l.dtfPrintId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const line of lines) {
    const row = byId.get(line.dtfPrintId);
    if (!row) continue;
    const widthIn = row.widthHundredths / 100;
    const heightIn = row.heightHundredths / 100;
    const priced = priceDtfTransfer({ store, widthIn, heightIn, quantity: line.quantity, preCut: row.preCut });
    const offer = priceDtfTransfer({ store, widthIn, heightIn, quantity: line.quantity, preCut: true });
    if (!priced.ok || !offer.ok) continue;
    const p = priced.value;
    const dpi = dpiAt(row.pixelWidth, widthIn);
    const sizeLabel = dtfSizeLabel(row.widthHundredths, row.heightHundredths);
    out.set(row.id, {
      unitPrice: p.unitPrice.amount,
      sizeLabel,
      image: dtfLineImage(row.artworkId, row.artworkVersion, row.name, row.pixelWidth, row.pixelHeight, sizeLabel),
      view: {
        artwork_id: row.artworkId,
        artwork_version: row.artworkVersion,
        name: row.name,
        width_in: widthIn,
        height_in: heightIn,
        dpi,
        quality: transferQuality(dpi),
        low_resolution_accepted: row.lowResolutionAccepted,
        pre_cut: row.preCut,
        print_unit_price: p.printUnitPrice,
        pre_cut_unit_price: p.preCutUnitPrice,
        pre_cut_offer_unit_price: offer.value.preCutUnitPrice,
        minimum_applied: p.minimumApplied,
      },
      snapshot: {
        artwork_id: row.artworkId,
        artwork_version: row.artworkVersion,
        name: row.name,
        pixel_width: row.pixelWidth,
        pixel_height: row.pixelHeight,
        width_hundredths: row.widthHundredths,
        height_hundredths: row.heightHundredths,
        pre_cut: row.preCut,
        low_resolution_accepted: row.lowResolutionAccepted,
        print_unit_price: p.printUnitPrice.amount,
        pre_cut_unit_price: p.preCutUnitPrice.amount,
      },
    });
  }
  return out;
}
