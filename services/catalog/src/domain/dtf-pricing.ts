import { sql } from 'drizzle-orm';
import type { DtfPricingResponse } from '@storefront/contracts';
import { rowsOf, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { DTF_QUANTITY_TIERS, priceDtfTransfer, type TransferProblem } from '@storefront/transfers';

export type DtfPricingOutcome = { ok: true; value: DtfPricingResponse } | { ok: false; missing: string } | { ok: false; problem: TransferProblem };

/**
 * `GET /api/products/{product}/dtf_pricing` (§7): a transfer product's price for a printed size,
 * by area with quantity tiers (and pre-cut), from @storefront/transfers — the function the
 * builder shows and the cart charges with. Only products of the transfers line are priced so;
 * any other is not found. A size the press cannot print is the price function's 422.
 */
export async function dtfPricing(
  db: Database,
  input: { product: string; store: StoreCode; widthIn: number; heightIn: number; quantity: number; preCut: boolean },
): Promise<DtfPricingOutcome> {
  const [product] = rowsOf<{ slug: string }>(
    await db.execute(sql`select p.slug from catalog.products p where p.slug = ${input.product} and p.business_line = 'transfers'`),
  );
  if (!product) return { ok: false, missing: `No transfer product "${input.product}"` };
  const priced = priceDtfTransfer({ store: input.store, widthIn: input.widthIn, heightIn: input.heightIn, quantity: input.quantity, preCut: input.preCut });
  if (!priced.ok) return priced;
  const tiers = [];
  for (const tier of DTF_QUANTITY_TIERS) {
    const atTier = priceDtfTransfer({ store: input.store, widthIn: input.widthIn, heightIn: input.heightIn, quantity: tier.minQuantity, preCut: input.preCut });
    if (!atTier.ok) return atTier;
    tiers.push({ min_quantity: tier.minQuantity, max_quantity: tier.maxQuantity, unit_price: atTier.value.unitPrice });
  }
  const p = priced.value;
  return {
    ok: true,
    value: {
      product: product.slug,
      width_in: p.widthIn,
      height_in: p.heightIn,
      area_sq_in: p.areaSquareInches,
      quantity: p.quantity,
      pre_cut: input.preCut,
      unit_price: p.unitPrice,
      total: p.total,
      minimum_applied: p.minimumApplied,
      tiers,
    },
  };
}
