// The first screens' calls (the asset page, the area page, the product form's add). Answers are
// checked by hand (answer-readers.ts): these pages ship no zod. The shopper's files and the print
// flow have their own calls in their chunk (shopper/shopper-api.ts), parsed with the contracts.
import type { AddToCartResponse, AssetResponse, DigitalHomeResponse } from '@storefront/contracts';
import { unreadableAnswer, type HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { readAddToCart, readAssetResponse, readDigitalHome } from './answer-readers';

/** §7 "POST /api/cart/digital_add (multipart form post)": contracts' digitalAddFields (sku, quantity, store). */
export const DIGITAL_ADD_PATH = '/api/cart/digital_add';

export interface DigitalAddition {
  /** the licence's SKU: `<catalog number>-STD|EXT` */
  sku: string;
  /** licences of it, 1–100 */
  quantity: number;
  /** whose prices the line takes */
  store: StoreCode;
}

export interface DigitalAssetsApi {
  /** GET /api/digital-assets/assets/{slug}.json?store= (routing's digitalAssetRequest) */
  asset(slug: string, store: StoreCode): Promise<AssetResponse>;
  /** GET /api/digital-assets/home.json?store= (routing's digitalHomeRequest) */
  home(store: StoreCode): Promise<DigitalHomeResponse>;
  /** POST /api/cart/digital_add as multipart form data (`sku`, `quantity`, `store`) → { total_items_qty, order_number } */
  addToCart(addition: DigitalAddition): Promise<AddToCartResponse>;
}

export function createDigitalAssetsApi(http: HttpClient): DigitalAssetsApi {
  return {
    async asset(slug, store) {
      const path = `/api/digital-assets/assets/${encodeURIComponent(slug)}.json`;
      // an asset has no stock: its page may come from the 5-minute GET cache
      const answer = readAssetResponse(await http.get<unknown>(path, { searchParams: { store }, cacheable: true }));
      if (!answer) throw unreadableAnswer(path, 'digital assets');
      return answer;
    },
    async home(store) {
      const path = '/api/digital-assets/home.json';
      const answer = readDigitalHome(await http.get<unknown>(path, { searchParams: { store }, cacheable: true }));
      if (!answer) throw unreadableAnswer(path, 'digital assets');
      return answer;
    },
    async addToCart({ sku, quantity, store }) {
      // the browser writes the multipart boundary; the client adds the anti-forgery header
      const form = new FormData();
      form.append('sku', sku);
      form.append('quantity', String(quantity));
      form.append('store', store);
      const answer = readAddToCart(await http.post<unknown>(DIGITAL_ADD_PATH, form));
      if (!answer) throw unreadableAnswer(DIGITAL_ADD_PATH, 'digital assets');
      return answer;
    },
  };
}
