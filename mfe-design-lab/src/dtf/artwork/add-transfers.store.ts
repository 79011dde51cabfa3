import type { StoreCode } from '@storefront/store-config';
import type { DtfApi } from '../dtf-api';
import { createCartAddModel, type CartAddModel, type CartAddState } from './cart-add.store';

export type AddTransfersState = CartAddState;

/** What is added: the artwork at one printed width (the cart derives the height and the price). */
export interface TransfersOrder {
  store: StoreCode;
  artworkId: string;
  widthIn: number;
  quantity: number;
  preCut: boolean;
  acceptLowResolution: boolean;
}

export type AddTransfersModel = CartAddModel<TransfersOrder>;

/** "Add to cart" of the artwork page (dtf_add); one per mounted page. */
export function createAddTransfersModel(api: Pick<DtfApi, 'addToCart'>): AddTransfersModel {
  return createCartAddModel((order: TransfersOrder) =>
    api.addToCart({
      store: order.store,
      artwork_id: order.artworkId,
      width_in: order.widthIn,
      quantity: order.quantity,
      pre_cut: order.preCut,
      accept_low_resolution: order.acceptLowResolution,
    }),
  );
}
