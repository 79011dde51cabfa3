// The lettering page's calls, parsed with the contracts (zod): init_config (its `letters`: the
// heights and the most characters), the letters preview (the line set in the font: its outline,
// size, characters and price) and the cart's letters_add. Imported only by the page's own chunk
// (letters-entry.tsx), never by the shells.
import {
  dtfAddResponse,
  dtfConfigResponse,
  lettersPreviewResponse,
  type DtfAddResponse,
  type DtfConfigResponse,
  type LettersAddBody,
  type LettersPreviewResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { LetterFontId } from './letters-choice';

export interface LettersQuery {
  store: StoreCode;
  text: string;
  font: LetterFontId;
  /** the capitals' height, one init_config offers */
  height_in: number;
  quantity: number;
}

export interface LettersApi {
  /** heights, the most characters (and the rest of the DTF options), the same for every shopper */
  config(store: StoreCode): Promise<DtfConfigResponse>;
  /** the line set in the font at the height: its outline (inches, y down), width, characters and price (422: a character not taken, too many, a height not offered) */
  preview(query: LettersQuery): Promise<LettersPreviewResponse>;
  /** the line as lettering transfers: POST /api/cart/letters_add (the cart sets and prices the line itself) */
  addToCart(body: LettersAddBody): Promise<DtfAddResponse>;
}

export function createLettersApi(http: HttpClient): LettersApi {
  return {
    async config(store) {
      return dtfConfigResponse.parse(await http.get('/api/dtf/init_config', { searchParams: { store }, cacheable: true }));
    },
    async preview(q) {
      // the same for every shopper: the service answers it cacheable
      const searchParams = { store: q.store, text: q.text, font: q.font, height_in: q.height_in, quantity: q.quantity };
      return lettersPreviewResponse.parse(await http.get('/api/dtf/letters/preview', { searchParams, cacheable: true }));
    },
    async addToCart(body) {
      return dtfAddResponse.parse(await http.post('/api/cart/letters_add', body));
    },
  };
}
