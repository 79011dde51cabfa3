import type { StickerShapeName } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { createCartAddModel, type CartAddModel } from '../cart-add.store';
import type { StickerApi } from './sticker-api';

/** What is added: the artwork as stickers at one printed width, shape and cut offset (the cart traces, sizes and prices them). */
export interface StickersOrder {
  store: StoreCode;
  artworkId: string;
  /** the artwork's printed width, not the sticker's */
  widthIn: number;
  shape: StickerShapeName;
  offsetIn: number;
  quantity: number;
  acceptLowResolution: boolean;
}

export type AddStickersModel = CartAddModel<StickersOrder>;

/** "Add stickers to cart" of the artwork page (sticker_add); one per mounted page. */
export function createAddStickersModel(api: Pick<StickerApi, 'addToCart'>): AddStickersModel {
  return createCartAddModel((order: StickersOrder) =>
    api.addToCart({
      store: order.store,
      artwork_id: order.artworkId,
      width_in: order.widthIn,
      shape: order.shape,
      offset_in: order.offsetIn,
      quantity: order.quantity,
      accept_low_resolution: order.acceptLowResolution,
    }),
  );
}
