import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AddToCartBody, AddToCartResponse } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

/** POST /api/cart/add `{sku, quantity, store}` → `{total_items_qty, order_number}` (§3, §7). */
export type AddToCart = (body: Required<AddToCartBody>) => Promise<AddToCartResponse>;

const AddToCartContext = createContext<AddToCart>(() => Promise.reject(new Error('Add to cart is not available here')));

/** Hands the cart call to the form, wherever the product view places it. */
export function AddToCartProvider({ http, children }: { http: HttpClient; children: ReactNode }) {
  const add = useMemo<AddToCart>(() => (body) => http.post<AddToCartResponse>('/api/cart/add', body), [http]);
  return <AddToCartContext.Provider value={add}>{children}</AddToCartContext.Provider>;
}

export function useAddToCart(): AddToCart {
  return useContext(AddToCartContext);
}
