// Typed calls the header makes through the shared http client (§7).
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface HeaderApi {
  /** GET /api/cart/quantity → `{ quantity }`: how many items the shopper's cart in this store holds */
  cartQuantity(store: StoreCode): Promise<number>;
}

export function createHeaderApi(http: HttpClient): HeaderApi {
  return {
    async cartQuantity(store) {
      // a cart belongs to one store: the Canadian header counts the Canadian cart
      const body = await http.get<{ quantity?: unknown }>('/api/cart/quantity', { searchParams: { store } });
      const quantity = body?.quantity;
      // the cart contract is not in @storefront/contracts yet, so the one field is checked here
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
        throw new Error('Unexpected cart quantity response');
      }
      return quantity;
    },
  };
}
