import type { APIRequestContext } from '@playwright/test';
import type { ListingResponse } from '@storefront/contracts';

/** Real slugs from the running site's catalog, so the tests follow whatever the seed made. */
export async function firstProduct(request: APIRequestContext, query: string): Promise<ListingResponse['products'][number]> {
  const res = await request.get(`/api/products?${query}`);
  if (!res.ok()) throw new Error(`GET /api/products?${query} → ${res.status()}`);
  const body = (await res.json()) as ListingResponse;
  const p = body.products.find((x) => x.in_stock) ?? body.products[0];
  if (!p) throw new Error(`no product for ${query}`);
  return p;
}
