// Types only: the header is on every page, so it bundles no schema library (zod); the answers
// come from our own cart service, whose route tests check them against the contracts.
import type { CreateSavedCartResponse, SavedCart, SavedCartResponse, SavedCartsResponse } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

/** The saved-carts calls of §7, typed with the contracts. */
export interface SavedCartsApi {
  list(store: StoreCode): Promise<SavedCartsResponse>;
  /** an empty name gets the server's default name ("Cart 3") */
  create(store: StoreCode, name: string): Promise<CreateSavedCartResponse>;
  rename(id: string, name: string): Promise<SavedCart>;
  /** the answer's shape is not fixed by the contract: a full list when the server sends one */
  switchTo(cart: SavedCart): Promise<SavedCartsResponse | null>;
}

const base = '/api/v2/saved_carts';

export function createSavedCartsApi(http: HttpClient): SavedCartsApi {
  return {
    async list(store) {
      return http.get<SavedCartsResponse>(`${base}.json`, { searchParams: { store } });
    },
    async create(store, name) {
      return http.post<CreateSavedCartResponse>(`${base}.json`, { saved_carts: { cart_name: name }, store });
    },
    async rename(id, name) {
      return (await http.put<SavedCartResponse>(`${base}/${encodeURIComponent(id)}.json`, { saved_carts: { cart_name: name } })).cart;
    },
    async switchTo(cart) {
      const body = await http.put<Partial<SavedCartsResponse> | null>(`${base}/${encodeURIComponent(cart.id)}/switch.json`, { number: cart.number });
      return body && Array.isArray(body.carts) && body.activeCart !== undefined ? (body as SavedCartsResponse) : null;
    },
  };
}
