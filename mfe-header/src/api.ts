// Typed calls the header makes through the shared http client (§7).
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface HeaderApi {
  /** GET /api/cart/quantity → `{ quantity }`: how many items the shopper's cart in this store holds */
  cartQuantity(store: StoreCode): Promise<number>;
  /** GET /api/promotions/count → `{ success, count }`: promotions a shopper of this store can use now */
  promotionCount(store: StoreCode): Promise<number>;
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
    async promotionCount(store) {
      const body = await http.get<{ success?: unknown; count?: unknown }>('/api/promotions/count', { searchParams: { store } });
      // the header carries no zod (kept light, §10): the two fields are checked here
      if (body?.success !== true || typeof body.count !== 'number' || !Number.isInteger(body.count) || body.count < 0) throw new Error('Unexpected promotion count response');
      return body.count;
    },
  };
}
