import type { PackedSheet } from '@storefront/transfers';

/**
 * A gang sheet as the cart and an order keep it (`cart.gang_sheets.plan`, `order_lines.gang_sheet`):
 * the sheet's size and margin, each image (an artwork version and its pixels) and every copy's
 * place — all the preview and the shop's 300 DPI print file need.
 */
export interface GangSheetSnapshot {
  width_in: number;
  length_in: number;
  margin_in: number;
  used_percent: number;
  used_length_in: number;
  images: { artwork_id: string; artwork_version: number; name: string; pixel_width: number; pixel_height: number; width_in: number; height_in: number; quantity: number }[];
  /** `image` indexes `images`; the rest as @storefront/transfers' SheetPlacement */
  placements: { image: number; x: number; y: number; width_in: number; height_in: number; rotated: boolean }[];
}

export function isGangSheetSnapshot(value: unknown): value is GangSheetSnapshot {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.width_in === 'number' && typeof v.length_in === 'number' && Array.isArray(v.images) && Array.isArray(v.placements);
}

/** The artwork version behind one image of a sheet, as the snapshot keeps it. */
export type SheetImageSource = Pick<GangSheetSnapshot['images'][number], 'artwork_id' | 'artwork_version' | 'name' | 'pixel_width' | 'pixel_height'>;

/** A packed or hand-made sheet as the cart keeps it; `sourceOf` says which artwork version each of its image ids is. */
export function snapshotOfSheet(sheet: PackedSheet, sourceOf: (id: string) => SheetImageSource): GangSheetSnapshot {
  const order = sheet.items.map((i) => i.id);
  return {
    width_in: sheet.widthIn,
    length_in: sheet.lengthIn,
    margin_in: sheet.marginIn,
    used_percent: sheet.usedPercent,
    used_length_in: sheet.usedLengthIn,
    images: sheet.items.map((item) => {
      const { artwork_id, artwork_version, name, pixel_width, pixel_height } = sourceOf(item.id);
      return { artwork_id, artwork_version, name, pixel_width, pixel_height, width_in: item.widthIn, height_in: item.heightIn, quantity: item.quantity };
    }),
    placements: sheet.placements.map((pl) => ({ image: order.indexOf(pl.id), x: pl.x, y: pl.y, width_in: pl.widthIn, height_in: pl.heightIn, rotated: pl.rotated })),
  };
}
