import { inArray } from 'drizzle-orm';
import type { CartLine, Image } from '@storefront/contracts';
import { dtfPrints, type Database } from '@storefront/db';
import { dtfArtworkFileUrl, dtfSpanglePreviewUrl } from '@storefront/routing';
import type { Tx } from '@storefront/server-kit';
import { dpiAt, priceDtfTransfer, priceSpangles, priceStickers, stoneColoursNamed, transferQuality } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import { dtfSizeLabel } from './dtf-size';
import { isSpangleLayout, isStickerCut, type DtfSnapshot } from './dtf-snapshot';

/** A DTF line priced now: its unit price, what the cart shows and what an order keeps. */
export interface PricedDtfLine {
  unitPrice: number;
  sizeLabel: string;
  image: Image;
  /** what the cart line carries: `dtf_print` for transfers, `sticker` for stickers */
  fields: Pick<CartLine, 'dtf_print'> | Pick<CartLine, 'sticker'> | Pick<CartLine, 'spangle'>;
  snapshot: DtfSnapshot;
}

/**
 * The line's picture: a WebP thumbnail of the artwork version (160 px wide, 320 for sharp screens),
 * with its box 160 px on the long side so the cart keeps its layout before it loads.
 */
export function dtfLineImage(artworkId: string, version: number, name: string, pixelWidth: number, pixelHeight: number, what: string): Image {
  const scale = 160 / Math.max(pixelWidth, pixelHeight);
  return {
    src: dtfArtworkFileUrl(artworkId, version, 160),
    srcset: `${dtfArtworkFileUrl(artworkId, version, 160)} 160w, ${dtfArtworkFileUrl(artworkId, version, 320)} 320w`,
    type: 'image/webp',
    width: Math.max(1, Math.round(pixelWidth * scale)),
    height: Math.max(1, Math.round(pixelHeight * scale)),
    alt: `${name}, ${what}`,
  };
}

/**
 * Prices the cart's lines of artwork prints (`dtf_print_id` → quantity). Transfers: per piece the
 * printed area at the line's quantity tier, never under the piece minimum, plus pre-cut. Stickers:
 * the outline's box at the tier (`priceStickers`). @storefront/transfers' functions, the same the
 * pages show. A line the rules no longer take (the limits changed) is absent, as a SKU the
 * catalog dropped is.
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
    const dpi = dpiAt(row.pixelWidth, widthIn);
    const base = {
      artwork_id: row.artworkId,
      artwork_version: row.artworkVersion,
      name: row.name,
      pixel_width: row.pixelWidth,
      pixel_height: row.pixelHeight,
      width_hundredths: row.widthHundredths,
      height_hundredths: row.heightHundredths,
      pre_cut: row.preCut,
      low_resolution_accepted: row.lowResolutionAccepted,
    };
    if (row.kind === 'sticker') {
      const cut = row.sticker;
      if (!isStickerCut(cut)) continue;
      const priced = priceStickers({ store, shape: cut.shape, widthIn: cut.width_in, heightIn: cut.height_in, quantity: line.quantity });
      if (!priced.ok) continue;
      const sizeLabel = dtfSizeLabel(Math.round(cut.width_in * 100), Math.round(cut.height_in * 100));
      out.set(row.id, {
        unitPrice: priced.value.unitPrice.amount,
        sizeLabel,
        image: dtfLineImage(row.artworkId, row.artworkVersion, row.name, row.pixelWidth, row.pixelHeight, `as a ${sizeLabel} sticker`),
        fields: {
          sticker: {
            artwork_id: row.artworkId,
            artwork_version: row.artworkVersion,
            name: row.name,
            quality: transferQuality(dpi),
            low_resolution_accepted: row.lowResolutionAccepted,
            shape: cut.shape,
            offset_in: cut.offset_in,
            width_in: cut.width_in,
            height_in: cut.height_in,
            artwork_width_in: widthIn,
            artwork_height_in: heightIn,
            dpi,
            path: cut.path,
            box: cut.box,
          },
        },
        snapshot: { ...base, kind: 'sticker', sticker: cut, print_unit_price: priced.value.unitPrice.amount, pre_cut_unit_price: 0 },
      });
      continue;
    }
    if (row.kind === 'spangle') {
      const layout = row.spangle;
      if (!isSpangleLayout(layout)) continue;
      const priced = priceSpangles({ store, stoneCount: layout.stone_count, stoneSize: layout.stone_size, quantity: line.quantity });
      if (!priced.ok) continue;
      const sizeLabel = dtfSizeLabel(row.widthHundredths, row.heightHundredths);
      const previewUrl = dtfSpanglePreviewUrl(row.artworkId, { version: row.artworkVersion, stoneSize: layout.stone_size, widthIn, colours: layout.colours });
      const counts = new Map(layout.counts.map((c) => [c.name, c.count]));
      const colours = stoneColoursNamed(layout.colours).map((c) => ({ ...c, count: counts.get(c.name) ?? 0 }));
      out.set(row.id, {
        unitPrice: priced.value.unitPrice.amount,
        sizeLabel,
        image: { ...dtfLineImage(row.artworkId, row.artworkVersion, row.name, row.pixelWidth, row.pixelHeight, `as a ${sizeLabel} spangle transfer`), src: previewUrl, srcset: '', type: 'image/png' },
        fields: {
          spangle: {
            artwork_id: row.artworkId,
            artwork_version: row.artworkVersion,
            name: row.name,
            stone_size: layout.stone_size,
            width_in: widthIn,
            height_in: heightIn,
            stone_count: layout.stone_count,
            colours,
            preview_url: previewUrl,
          },
        },
        snapshot: { ...base, kind: 'spangle', spangle: layout, print_unit_price: priced.value.unitPrice.amount, pre_cut_unit_price: 0 },
      });
      continue;
    }
    const priced = priceDtfTransfer({ store, widthIn, heightIn, quantity: line.quantity, preCut: row.preCut });
    const offer = priceDtfTransfer({ store, widthIn, heightIn, quantity: line.quantity, preCut: true });
    if (!priced.ok || !offer.ok) continue;
    const p = priced.value;
    const sizeLabel = dtfSizeLabel(row.widthHundredths, row.heightHundredths);
    out.set(row.id, {
      unitPrice: p.unitPrice.amount,
      sizeLabel,
      image: dtfLineImage(row.artworkId, row.artworkVersion, row.name, row.pixelWidth, row.pixelHeight, `printed ${sizeLabel}`),
      fields: {
        dtf_print: {
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
      },
      snapshot: { ...base, kind: 'dtf', print_unit_price: p.printUnitPrice.amount, pre_cut_unit_price: p.preCutUnitPrice.amount },
    });
  }
  return out;
}
