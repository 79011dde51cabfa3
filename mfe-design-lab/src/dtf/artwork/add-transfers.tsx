import type { StoreCode } from '@storefront/store-config';
import type { AddTransfersModel, TransfersOrder } from './add-transfers.store';
import { CartAddForm } from './cart-add-form';

/**
 * "Add to cart" under the size and price (§4 add-to-cart form): the chosen width, quantity,
 * pre-cut and waiver go to dtf_add; the button waits (disabled) while it is sent, then a
 * confirmation links to the cart, or the §8 alert says why not.
 */
export function AddTransfers(props: {
  model: AddTransfersModel;
  /** null while the size panel names something to fix first (its text is `blockerId`) */
  order: TransfersOrder | null;
  blockerId: string;
  storeCode: StoreCode;
}) {
  return <CartAddForm {...props} label="Add to cart" />;
}
