import type { CompositionPricesResponse, FlashResponse } from '@storefront/contracts';
import { madeBlanks, madeBlankSizes, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { STORES, type StoreCode } from '@storefront/store-config';
import { madeProductBySlug } from './made-products';

const notFound = (slug: string) => failed({ kind: 'not_found', code: 'made_product_not_found', message: `There is no made product "${slug.slice(0, 80)}".` } as const);

/**
 * Every colour of a made product with its sizes, stock and unit price (the garment's price at one
 * piece, as the editor prices it), and the tiers. A colour is `flash` when every size is on hand.
 */
export async function compositionPrices(db: Database, slug: string, store: StoreCode): Promise<Outcome<CompositionPricesResponse>> {
  const made = await madeProductBySlug(db, slug);
  if (!made) return notFound(slug);
  const blank = (await madeBlanks(db, [made.catalogProductId], store)).get(made.catalogProductId);
  if (!blank || blank.unitPrice === null) return notFound(slug);
  const currency = STORES[store].currency;
  const compositions: CompositionPricesResponse['compositions'] = [];
  let tiers: CompositionPricesResponse['tiers'] = [];
  for (const color of blank.colors) {
    const sizes = await madeBlankSizes(db, made.catalogProductId, color.compositionId, store);
    if (!sizes || sizes.sizes.length === 0) continue;
    const unit = sizes.tiers.find((t) => t.minQty === 1)?.amount ?? blank.unitPrice;
    tiers = sizes.tiers.map((t) => ({ min_qty: t.minQty, price: { amount: t.amount, currency } }));
    compositions.push({
      composition_id: color.compositionId,
      name: color.name,
      hex: color.hex,
      flash: sizes.sizes.every((s) => s.stock > 0),
      sizes: sizes.sizes.map((s) => ({ size: s.size, sku: s.sku, stock: s.stock, price: { amount: unit, currency } })),
    });
  }
  return succeeded({ product: made.slug, compositions, tiers });
}

/** The product's flash colours with what is on hand per size (`/api/made/flash`). */
export async function flashCompositions(db: Database, slug: string, store: StoreCode): Promise<Outcome<FlashResponse>> {
  const all = await compositionPrices(db, slug, store);
  if (!all.ok) return all;
  return succeeded({
    product: all.value.product,
    compositions: all.value.compositions
      .filter((c) => c.flash)
      .map((c) => ({ composition_id: c.composition_id, name: c.name, inventory: Object.fromEntries(c.sizes.map((s) => [s.size, s.stock])) })),
  });
}
