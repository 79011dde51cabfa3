import type { StoreCode } from '@storefront/store-config';
import { createCartAddModel, type CartAddModel } from '../artwork/cart-add.store';
import type { LettersApi } from './letters-api';
import type { LetterFontId } from './letters-choice';

/** What is added: a line of text in a font, at a capital height and in a colour (the cart sets it, measures it and prices it). */
export interface LettersOrder {
  store: StoreCode;
  text: string;
  font: LetterFontId;
  heightIn: number;
  colour: string;
  quantity: number;
}

export type AddLettersModel = CartAddModel<LettersOrder>;

/** "Add lettering to cart" (letters_add), with the artwork page's add states and words; one per mounted page. */
export function createAddLettersModel(api: Pick<LettersApi, 'addToCart'>): AddLettersModel {
  return createCartAddModel((order: LettersOrder) =>
    api.addToCart({
      store: order.store,
      text: order.text,
      font: order.font,
      height_in: order.heightIn,
      colour: order.colour,
      quantity: order.quantity,
    }),
  );
}
