import type { StoreCode } from '@storefront/store-config';
import { createCartAddModel, type CartAddModel } from '../cart-add.store';
import type { SpangleApi } from './spangle-api';
import type { StoneColourName, StoneSizeName } from './spangle-choice';

/** What is added: the artwork as spangle transfers at one printed width, stone size and colours (the cart lays the stones out and prices them). */
export interface SpanglesOrder {
  store: StoreCode;
  artworkId: string;
  widthIn: number;
  stoneSize: StoneSizeName;
  colours: StoneColourName[];
  quantity: number;
}

export type AddSpanglesModel = CartAddModel<SpanglesOrder>;

/** "Add spangles to cart" of the artwork page (spangle_add); one per mounted page. */
export function createAddSpanglesModel(api: Pick<SpangleApi, 'addToCart'>): AddSpanglesModel {
  return createCartAddModel((order: SpanglesOrder) =>
    api.addToCart({
      store: order.store,
      artwork_id: order.artworkId,
      width_in: order.widthIn,
      stone_size: order.stoneSize,
      colours: order.colours,
      quantity: order.quantity,
    }),
  );
}
