import { and, asc, eq } from 'drizzle-orm';
import type { GangSheetPlanResponse } from '@storefront/contracts';
import { dtfArtworkFileUrl } from '@storefront/routing';
import { dtfPrints, lineItems, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome, type Tx } from '@storefront/server-kit';
import { savingAgainstSingles, whatStillFits, type PackedSheet } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import type { CartRow } from '../open-cart';
import { dtfSizeLabel } from '../dtf/dtf-size';
import { snapshotOfSheet, type GangSheetSnapshot } from './gang-sheet-snapshot';

const NO_TRANSFERS = { kind: 'not_found', code: 'no_transfers_in_cart', message: 'There are no transfers from your artwork in your cart to put on a gang sheet.' } as const;

type DtfLineRow = { lineItemId: string; quantity: number; print: typeof dtfPrints.$inferSelect };

/** The cart's transfers from artwork (not its stickers), in the order they were added. */
export async function dtfLinesOfCart(db: Database | Tx, cart: CartRow): Promise<DtfLineRow[]> {
  return (db as Database)
    .select({ lineItemId: lineItems.id, quantity: lineItems.quantity, print: dtfPrints })
    .from(lineItems)
    .innerJoin(dtfPrints, eq(dtfPrints.id, lineItems.dtfPrintId))
    .where(and(eq(lineItems.cartId, cart.id), eq(dtfPrints.kind, 'dtf')))
    .orderBy(asc(lineItems.createdAt), asc(lineItems.id));
}

export interface CartSheetPlan {
  response: GangSheetPlanResponse;
  /** each sheet as the cart keeps it */
  sheets: GangSheetSnapshot[];
  /** the DTF lines the plan replaces */
  lineItemIds: string[];
}

function snapshotOf(sheet: PackedSheet, byLine: Map<string, DtfLineRow>): GangSheetSnapshot {
  return snapshotOfSheet(sheet, (id) => {
    const p = byLine.get(id)!.print;
    return { artwork_id: p.artworkId, artwork_version: p.artworkVersion, name: p.name, pixel_width: p.pixelWidth, pixel_height: p.pixelHeight };
  });
}

/**
 * "Build a gang sheet from my transfers": every DTF line of the cart packed onto 22 in sheets
 * (@storefront/transfers' deterministic packer: rotation allowed, the default margin, the shortest
 * preset that holds it all, or several), priced against buying the same transfers one by one, and
 * what more of each image the last sheet still holds. Pure reading: nothing is written.
 */
export async function planGangSheets(db: Database | Tx, cart: CartRow): Promise<Outcome<CartSheetPlan>> {
  const lines = await dtfLinesOfCart(db, cart);
  if (lines.length === 0) return failed(NO_TRANSFERS);
  const byLine = new Map(lines.map((l) => [l.lineItemId, l]));
  const store = cart.store as StoreCode;
  const priced = savingAgainstSingles({
    store,
    items: lines.map((l) => ({ id: l.lineItemId, widthIn: l.print.widthHundredths / 100, heightIn: l.print.heightHundredths / 100, quantity: l.quantity, rotatable: true })),
  });
  if (!priced.ok) return priced;
  const v = priced.value;
  const last = v.plan.sheets[v.plan.sheets.length - 1]!;
  const stillFits: GangSheetPlanResponse['still_fits'] = [];
  for (const l of lines) {
    const fits = whatStillFits(last, { widthIn: l.print.widthHundredths / 100, heightIn: l.print.heightHundredths / 100, rotatable: true });
    if (!fits.ok || fits.value.copies === 0) continue;
    const free = Math.floor(fits.value.freeLengthIn * 10) / 10;
    stillFits.push({
      line_item_id: l.lineItemId,
      name: l.print.name,
      copies: fits.value.copies,
      free_length_in: free,
      // the size too: one artwork may be in the cart at several
      message: `${free > 0 ? `${free} in left: ` : ''}${fits.value.copies} more of ${l.print.name} at ${dtfSizeLabel(l.print.widthHundredths, l.print.heightHundredths)} ${fits.value.copies === 1 ? 'fits' : 'fit'} on the last sheet at no extra cost.`,
    });
  }
  const sheets = v.plan.sheets.map((s) => snapshotOf(s, byLine));
  return succeeded({
    sheets,
    lineItemIds: lines.map((l) => l.lineItemId),
    response: {
      sheets: v.plan.sheets.map((s, i) => ({
        width_in: s.widthIn,
        length_in: s.lengthIn,
        used_percent: s.usedPercent,
        used_length_in: s.usedLengthIn,
        price: v.sheetPrices[i]!.price,
        placements: s.placements.map((pl) => ({ line_item_id: pl.id, name: byLine.get(pl.id)!.print.name, x: pl.x, y: pl.y, width_in: pl.widthIn, height_in: pl.heightIn, rotated: pl.rotated })),
      })),
      sheets_total: v.sheetsTotal,
      singles_total: v.singlesTotal,
      saving: v.saving,
      saving_percent: v.savingPercent,
      still_fits: stillFits,
      pre_cut_dropped: lines.some((l) => l.print.preCut),
      images: lines.map((l) => ({
        line_item_id: l.lineItemId,
        artwork_id: l.print.artworkId,
        artwork_version: l.print.artworkVersion,
        name: l.print.name,
        width_in: l.print.widthHundredths / 100,
        height_in: l.print.heightHundredths / 100,
        quantity: l.quantity,
        thumbnail_url: dtfArtworkFileUrl(l.print.artworkId, l.print.artworkVersion, 160),
      })),
    },
  });
}
