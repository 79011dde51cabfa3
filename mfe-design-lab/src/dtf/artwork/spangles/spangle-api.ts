// The spangle panel's calls, parsed with the contracts (zod): the stone pattern the design lab lays
// out over the artwork (with its count per colour, its price and its picture), and the cart's
// spangle_add. Imported only by the artwork page's chunk (artwork-entry.tsx).
import {
  dtfAddResponse,
  spanglePatternResponse,
  type DtfAddResponse,
  type SpangleAddBody,
  type SpanglePatternResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { StoneSizeName, StoneColourName } from './spangle-choice';

export interface SpangleQuery {
  store: StoreCode;
  stone_size: StoneSizeName;
  /** the artwork's printed width, inches (the height follows its pixels) */
  width_in: number;
  /** the stone colours chosen, in the colour table's order */
  colours: StoneColourName[];
  quantity: number;
  /** the artwork version laid out (the one in use) */
  version: number;
}

export interface SpangleApi {
  /** the stones at this size, width and colours: the count per colour, the price at the quantity and its tiers, and the picture (422: the press, 10 to 5,000 stones) */
  pattern(artworkId: string, query: SpangleQuery): Promise<SpanglePatternResponse>;
  /** the artwork as spangle transfers: POST /api/cart/spangle_add (the cart lays the stones out and prices them itself) */
  addToCart(body: SpangleAddBody): Promise<DtfAddResponse>;
}

export function createSpangleApi(http: HttpClient): SpangleApi {
  return {
    async pattern(artworkId, q) {
      // not cacheable: the service answers `private, no-cache` (one shopper's artwork)
      const searchParams = { store: q.store, stone_size: q.stone_size, width_in: q.width_in, colours: q.colours.join(','), quantity: q.quantity, version: q.version };
      return spanglePatternResponse.parse(await http.get(`/api/users/dtf_artworks/${encodeURIComponent(artworkId)}/spangle`, { searchParams }));
    },
    async addToCart(body) {
      return dtfAddResponse.parse(await http.post('/api/cart/spangle_add', body));
    },
  };
}
