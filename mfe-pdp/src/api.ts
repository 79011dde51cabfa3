import type { ProductDetail, ProductResponse } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface PdpApi {
  getProduct(slug: string, store: StoreCode, signal?: AbortSignal): Promise<ProductDetail>;
}

/** Typed catalog calls the product page makes. */
export function createPdpApi(http: HttpClient): PdpApi {
  return {
    async getProduct(slug, store, signal) {
      // Not `cacheable`: the answer carries live stock per size, which a 5-minute cache would show stale.
      const res = await http.get<ProductResponse>(`/api/products/${encodeURIComponent(slug)}`, {
        searchParams: { store },
        ...(signal ? { signal } : {}),
      });
      return res.product;
    },
  };
}
