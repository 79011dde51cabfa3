// Typed catalog calls for the listing area. Responses are parsed with the shared contracts so a
// malformed answer becomes an error the screen can retry, never a half-rendered grid.
import { homeResponse, listingCountResponse, listingResponse, type HomeResponse, type ListingCountResponse, type ListingResponse } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface ListingApi {
  home(store: StoreCode): Promise<HomeResponse>;
  /** GET /api/products with the query exactly as built (repeated keys allowed); `store` is part of it. */
  products(query: URLSearchParams): Promise<ListingResponse>;
  /** GET /api/products/count: the total the same query would list, without cards. */
  count(query: URLSearchParams): Promise<ListingCountResponse>;
}

export function createListingApi(http: HttpClient): ListingApi {
  return {
    async home(store) {
      return homeResponse.parse(await http.get<unknown>('/api/home', { searchParams: { store }, cacheable: true }));
    },
    async products(query) {
      return listingResponse.parse(await http.get<unknown>('/api/products', { searchParams: query, cacheable: true }));
    },
    async count(query) {
      return listingCountResponse.parse(await http.get<unknown>('/api/products/count', { searchParams: query, cacheable: true }));
    },
  };
}
