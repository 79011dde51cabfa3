import {
  createSavedCartResponse,
  savedCartResponse,
  savedCartsResponse,
  type CreateSavedCartResponse,
  type SavedCart,
  type SavedCartsResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

/** The saved-carts calls of §7, answers parsed with the contracts. */
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
      return savedCartsResponse.parse(await http.get(`${base}.json`, { searchParams: { store } }));
    },
    async create(store, name) {
      return createSavedCartResponse.parse(await http.post(`${base}.json`, { saved_carts: { cart_name: name }, store }));
    },
    async rename(id, name) {
      return savedCartResponse.parse(await http.put(`${base}/${encodeURIComponent(id)}.json`, { saved_carts: { cart_name: name } })).cart;
    },
    async switchTo(cart) {
      const body = await http.put(`${base}/${encodeURIComponent(cart.id)}/switch.json`, { number: cart.number });
      const list = savedCartsResponse.safeParse(body);
      return list.success ? list.data : null;
    },
  };
}
