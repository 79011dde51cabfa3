import type { BlanksOrderBody, BlanksOrderResponse, BlanksOutOfStockResponse, ProductCustomization, ProductDetail, ProductResponse } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface PdpApi {
  getProduct(slug: string, store: StoreCode, signal?: AbortSignal): Promise<ProductDetail>;
  /** POST /api/cart/blanks_order: every line of the bulk grid, all or nothing (§7 "Blanks order") */
  addBlanksOrder(body: Required<BlanksOrderBody>): Promise<BlanksOrderResponse>;
  /** GET /api/cart/blanks_order/out_of_stock: the blank's SKUs with no units on hand now */
  blanksOutOfStock(slug: string, store: StoreCode, signal?: AbortSignal): Promise<string[]>;
  /** GET /api/products/{productId}/cp: whether the design lab opens this product, and as which made product (§7 "Product") */
  getCustomization(productId: number, store: StoreCode, signal?: AbortSignal): Promise<ProductCustomization>;
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
    addBlanksOrder(body) {
      return http.post<BlanksOrderResponse>('/api/cart/blanks_order', body);
    },
    async blanksOutOfStock(slug, store, signal) {
      // live stock, never from the GET cache
      const res = await http.get<BlanksOutOfStockResponse>('/api/cart/blanks_order/out_of_stock', {
        searchParams: { slug, store },
        ...(signal ? { signal } : {}),
      });
      return res.out_of_stock;
    },
    getCustomization(productId, store, signal) {
      // which made product a blank is changes with the design lab's list, not with stock: the 5-minute GET cache is fine
      return http.get<ProductCustomization>(`/api/products/${productId}/cp`, {
        searchParams: { store },
        cacheable: true,
        ...(signal ? { signal } : {}),
      });
    },
  };
}
