import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StickerCutlinesResponse, StickerPricesResponse, StickerShapeName } from '@storefront/contracts';
import { createLatestRequest, idle, type Asked } from '../latest-request';
import type { CutlineQuery, StickerApi, StickerPriceQuery } from './sticker-api';
import type { WidthChoice } from '../width-choice';

/** Choosing a shape, offset, width or quantity asks the server once the shopper pauses this long. */
export const STICKER_DELAY_MS = 250;

export interface StickerState {
  shape: StickerShapeName;
  offsetIn: number;
  widthChoice: WidthChoice;
  /** the custom width as typed, inches */
  customWidth: string;
  /** stickers as typed */
  quantity: string;
  /** "I accept a low-resolution print": lifts the block under the DPI gate */
  acceptLowResolution: boolean;
  /** the cut line traced for the shape, offset and width chosen */
  outline: Asked<StickerCutlinesResponse>;
  /** the price of the sticker that cut line makes */
  price: Asked<StickerPricesResponse>;
  /** the quantity tiers' minimums of the last price: the quick choices */
  tierMinimums: number[];
}

export interface StickerModel {
  store: StoreApi<StickerState>;
  setShape(shape: StickerShapeName): void;
  setOffset(offsetIn: number): void;
  chooseWidth(choice: WidthChoice): void;
  setCustomWidth(value: string): void;
  setQuantity(value: string): void;
  setAcceptLowResolution(accept: boolean): void;
  /** the cut line for these choices (null: none can be traced now) */
  askOutline(query: CutlineQuery | null): void;
  /** the price of the traced sticker at this quantity (null: none can be priced now) */
  askPrice(query: StickerPriceQuery | null): void;
  dispose(): void;
}

/** The sticker panel's choices, its cut line and its price; one per mounted artwork page. */
export function createStickerModel(options: {
  api: Pick<StickerApi, 'cutlines' | 'prices'>;
  artworkId: string;
  shape: StickerShapeName;
  offsetIn: number;
  quantity: number;
  delayMs?: number;
}): StickerModel {
  const { api, artworkId } = options;
  const delayMs = options.delayMs ?? STICKER_DELAY_MS;
  const store = createStore<StickerState>(() => ({
    shape: options.shape,
    offsetIn: options.offsetIn,
    widthChoice: 'preset:0',
    customWidth: '',
    quantity: String(options.quantity),
    acceptLowResolution: false,
    outline: idle(),
    price: idle(),
    tierMinimums: [],
  }));
  const outline = createLatestRequest({
    send: (q: CutlineQuery) => api.cutlines(artworkId, q),
    delayMs,
    current: () => store.getState().outline,
    report: (next) => store.setState({ outline: next }),
  });
  const price = createLatestRequest({
    send: (q: StickerPriceQuery) => api.prices(q),
    delayMs,
    current: () => store.getState().price,
    report: (next) =>
      store.setState(next.value ? { price: next, tierMinimums: next.value.tiers.map((t) => t.min_quantity) } : { price: next }),
  });

  return {
    store,
    setShape: (shape) => store.setState({ shape }),
    setOffset: (offsetIn) => store.setState({ offsetIn }),
    chooseWidth: (widthChoice) => store.setState({ widthChoice }),
    setCustomWidth: (customWidth) => store.setState({ customWidth }),
    setQuantity: (quantity) => store.setState({ quantity }),
    setAcceptLowResolution: (acceptLowResolution) => store.setState({ acceptLowResolution }),
    askOutline: (query) => outline.ask(query),
    askPrice: (query) => price.ask(query),
    dispose() {
      outline.dispose();
      price.dispose();
    },
  };
}
