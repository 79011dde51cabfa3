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
