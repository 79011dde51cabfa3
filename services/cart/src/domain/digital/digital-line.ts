import { LICENCE_TERMS, licenceOfSize, licencePrice, type CartDigitalAsset, type Licence, type ProductKind } from '@storefront/contracts';
import type { CartSku } from '@storefront/db';
import { unitPriceFor } from '../unit-price';

/** products.kind of a digital asset: its two SKUs are licences, not goods that ship. */
export const DIGITAL_ASSET_KIND = 'digital_asset' satisfies ProductKind;

/** Whether a catalog SKU is a digital asset's (a licence, never stock or a parcel). */
export function isDigitalAsset(item: Pick<CartSku, 'product'>): boolean {
  return item.product.kind === DIGITAL_ASSET_KIND;
}

/** The licence a digital asset's SKU sells (its `size` is the licence key); null for any other SKU, or an asset SKU naming no licence. */
export function licenceOf(item: Pick<CartSku, 'product' | 'size'>): Licence | null {
  return isDigitalAsset(item) ? (licenceOfSize(item.size) ?? null) : null;
}

/**
 * One licence's price in the store, minor units: the catalog's unit price (min_qty 1) is the
 * standard licence's, the extended one costs LICENCE_TERMS' factor times it; no quantity tiers
 * (each licence is bought for its own use). Null when the store does not price the asset.
 */
export function licenceUnitPrice(item: Pick<CartSku, 'prices'>, licence: Licence): number | null {
  const standard = unitPriceFor(item.prices, 1);
  return standard === null ? null : licencePrice(standard, licence);
}

/** What a cart or order line says about its licence. */
export function digitalAssetFields(licence: Licence): CartDigitalAsset {
  return { licence, licence_label: LICENCE_TERMS[licence].label };
}
