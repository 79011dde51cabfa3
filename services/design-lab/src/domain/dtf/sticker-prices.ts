import type { StickerPricesResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { priceStickers, STICKER_QUANTITY_TIERS, type StickerShape } from '@storefront/transfers';
import { succeeded, type Outcome } from '@storefront/server-kit';

/** `/api/stickers/prices`: the price asked for, and a sticker's price from each quantity tier on (same size and shape). */
export function stickerPrices(input: { store: StoreCode; shape: StickerShape; widthIn: number; heightIn: number; quantity: number }): Outcome<StickerPricesResponse> {
  const priced = priceStickers(input);
  if (!priced.ok) return priced;
  const tiers = [];
  for (const tier of STICKER_QUANTITY_TIERS) {
    const atTier = priceStickers({ ...input, quantity: tier.minQuantity });
    if (!atTier.ok) return atTier;
    tiers.push({ min_quantity: tier.minQuantity, max_quantity: tier.maxQuantity, unit_price: atTier.value.unitPrice });
  }
  const p = priced.value;
  return succeeded({ shape: p.shape, width_in: p.widthIn, height_in: p.heightIn, quantity: p.quantity, unit_price: p.unitPrice, total: p.total, tiers });
}
