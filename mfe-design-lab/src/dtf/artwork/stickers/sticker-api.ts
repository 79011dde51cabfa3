// The sticker panel's calls, parsed with the contracts (zod): the cut line the design lab traces,
// the price of the sticker it makes, and the cart's sticker_add. Imported only by the artwork
// page's chunk (artwork-entry.tsx).
import {
  dtfAddResponse,
  stickerCutlinesResponse,
  stickerPricesResponse,
  type DtfAddResponse,
  type StickerAddBody,
  type StickerCutlinesResponse,
  type StickerPricesResponse,
  type StickerShapeName,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface CutlineQuery {
  shape: StickerShapeName;
  /** the cut line's distance from the art, inches */
  offset_in: number;
  /** the artwork's printed width, inches */
  width_in: number;
  /** the artwork version traced (the one in use) */
  version: number;
}

export interface StickerPriceQuery {
  store: StoreCode;
  shape: StickerShapeName;
  /** the sticker's size: the traced cut line's box */
  width_in: number;
  height_in: number;
  quantity: number;
}

export interface StickerApi {
  /** the cut line around the artwork at this width, shape and offset: the sticker's size and the path to draw (422: offset out of range) */
  cutlines(artworkId: string, query: CutlineQuery): Promise<StickerCutlinesResponse>;
  /** a sticker's price at this size, shape and quantity, with its quantity tiers (422: sides, equal sides, quantity) */
  prices(query: StickerPriceQuery): Promise<StickerPricesResponse>;
  /** the artwork as stickers: POST /api/cart/sticker_add (the cart traces and prices them itself) */
  addToCart(body: StickerAddBody): Promise<DtfAddResponse>;
}

export function createStickerApi(http: HttpClient): StickerApi {
  return {
    async cutlines(artworkId, q) {
      // not cacheable: the service answers `private, no-cache` (one shopper's artwork)
      const searchParams = { shape: q.shape, offset_in: q.offset_in, width_in: q.width_in, version: q.version };
      return stickerCutlinesResponse.parse(await http.get(`/api/users/dtf_artworks/${encodeURIComponent(artworkId)}/sticker_cutlines`, { searchParams }));
    },
    async prices(q) {
      const searchParams = { store: q.store, shape: q.shape, width_in: q.width_in, height_in: q.height_in, quantity: q.quantity };
      return stickerPricesResponse.parse(await http.get('/api/stickers/prices', { searchParams, cacheable: true }));
    },
    async addToCart(body) {
      return dtfAddResponse.parse(await http.post('/api/cart/sticker_add', body));
    },
  };
}
