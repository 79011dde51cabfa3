import { skuForCart, type Database } from '@storefront/db';
import { failed, type Outcome } from '@storefront/server-kit';
import { addUnitsOf, type AddedToCart } from '../add-line-item';
import type { CartOwner, StoreCode } from '../cart-owner';
import { licenceOf } from './digital-line';

export interface AddDigitalAssetInput {
  /** a licence SKU of an asset: `<catalog number>-STD` or `-EXT` */
  sku: string;
  /** licences, 1 … DIGITAL_MAX_LICENCES (the form's contract) */
  quantity: number;
  store: StoreCode;
}

export const ONLY_DIGITAL_ASSETS = 'Only digital assets can be added here.';

/**
 * POST /api/cart/digital_add: licences of a digital asset into the owner's open cart in the store,
 * exactly as /api/cart/add adds units (the same cart, the same one line per SKU, the re-add adding
 * to it, under the cart's lock), for asset SKUs only: any other SKU is refused before anything is
 * written, so the form cannot be used to add goods that ship. Nothing is stored on a refusal.
 */
export async function addDigitalAsset(db: Database, owner: CartOwner, input: AddDigitalAssetInput): Promise<Outcome<AddedToCart>> {
  const item = await skuForCart(db, input.sku, input.store);
  if (!item) return failed({ kind: 'not_found', message: `No product with SKU ${input.sku}.` });
  if (licenceOf(item) === null) {
    return failed({ kind: 'invalid', code: 'not_a_digital_asset', message: ONLY_DIGITAL_ASSETS, fieldErrors: { sku: ['is not a digital asset licence'] } });
  }
  return addUnitsOf(db, owner, item, input.quantity, input.store);
}
