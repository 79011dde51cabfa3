import { inArray } from 'drizzle-orm';
import type { CartGangSheet, Image } from '@storefront/contracts';
import { gangSheets, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import { priceGangSheet } from '@storefront/transfers';
import type { StoreCode } from '../cart-owner';
import { isGangSheetSnapshot, type GangSheetSnapshot } from './gang-sheet-snapshot';

/** The preview's resolution: 10 px an inch (a 22 × 60 in sheet is 220 × 600 px), enough to see the layout. */
export const PREVIEW_DPI = 10;

export const gangSheetSizeLabel = (s: { width_in: number; length_in: number }) => `${s.width_in} × ${s.length_in} in`;
export const gangSheetPreviewUrl = (id: string) => `/api/cart/gang_sheets/${id}/preview.png`;

export interface PricedGangSheetLine {
  unitPrice: number;
  sizeLabel: string;
  image: Image;
  view: CartGangSheet;
  snapshot: GangSheetSnapshot;
}

/** The cart's gang sheets priced now: each by its length (@storefront/transfers' preset table), whatever is on it. */
export async function priceGangSheetLines(db: Database | Tx, store: StoreCode, ids: readonly string[]): Promise<Map<string, PricedGangSheetLine>> {
  const out = new Map<string, PricedGangSheetLine>();
  if (ids.length === 0) return out;
  const rows = await (db as Database).select().from(gangSheets).where(inArray(gangSheets.id, [...ids]));
  for (const row of rows) {
    if (!isGangSheetSnapshot(row.plan)) continue;
    const priced = priceGangSheet({ store, widthIn: row.widthIn, lengthIn: row.lengthIn });
    if (!priced.ok) continue;
    const plan = row.plan;
    const sizeLabel = gangSheetSizeLabel(plan);
    out.set(row.id, {
      unitPrice: priced.value.price.amount,
      sizeLabel,
      image: {
        src: gangSheetPreviewUrl(row.id),
        srcset: '',
        type: 'image/png',
        width: Math.round(plan.width_in * PREVIEW_DPI),
        height: Math.round(plan.length_in * PREVIEW_DPI),
        alt: `Gang sheet ${sizeLabel} with ${plan.placements.length} images`,
      },
      view: { width_in: plan.width_in, length_in: plan.length_in, used_percent: plan.used_percent, images: plan.placements.length, preview_url: gangSheetPreviewUrl(row.id) },
      snapshot: plan,
    });
  }
  return out;
}
