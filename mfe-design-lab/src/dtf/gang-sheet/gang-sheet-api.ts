// The gang-sheet builder's calls, parsed with the contracts (zod): the shopper's artworks, the
// plan of their cart's transfers (its `images` are what the builder loads), their saved carts, and
// the cart's gang_sheet_add_to_cart. Imported only by the page's own chunk (gang-sheet-entry.tsx).
import {
  dtfAddResponse,
  dtfArtworksResponse,
  gangSheetPlanResponse,
  savedCartsResponse,
  type DtfAddResponse,
  type DtfArtworksResponse,
  type GangSheetAddBody,
  type GangSheetPlanResponse,
  type SavedCartsResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface GangSheetApi {
  /** the shopper's artworks (a guest's too: theirs by session), most recently changed first */
  artworks(): Promise<DtfArtworksResponse>;
  /** the plan of the active cart's transfers, or of a saved cart's (404 when it has none) */
  cartPlan(store: StoreCode, cartId: string | null): Promise<GangSheetPlanResponse>;
  /** the signed-in shopper's saved carts (a guest: 422 sign_in_required) */
  savedCarts(store: StoreCode): Promise<SavedCartsResponse>;
  /** one sheet as laid out, as one cart line (the cart checks the layout and prices it itself) */
  addToCart(body: GangSheetAddBody): Promise<DtfAddResponse>;
}

export const GANG_SHEET_ADD_PATH = '/api/users/dtf_artworks/gang_sheet_add_to_cart';

export function createGangSheetApi(http: HttpClient): GangSheetApi {
  return {
    async artworks() {
      return dtfArtworksResponse.parse(await http.get('/api/users/dtf_artworks'));
    },
    async cartPlan(store, cartId) {
      const searchParams = cartId ? { store, cart_id: cartId } : { store };
      return gangSheetPlanResponse.parse(await http.get('/api/v2/cart/gang_sheet.json', { searchParams }));
    },
    async savedCarts(store) {
      return savedCartsResponse.parse(await http.get('/api/v2/saved_carts.json', { searchParams: { store } }));
    },
    async addToCart(body) {
      return dtfAddResponse.parse(await http.post(GANG_SHEET_ADD_PATH, body));
    },
  };
}
