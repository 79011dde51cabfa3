// For the product page's tests (fixtures/fixture-http.ts routes these paths here): the discovery
// calls, answered as the catalog answers a product with nothing similar or matching, so the rows
// show nothing and a test about something else is not disturbed by them.
import type { MatchingResponse, SimilarResponse } from '@storefront/contracts';

/** `/api/products/{productId}/similar` and `/matching` */
export const DISCOVERY_PATH = /^\/api\/products\/(\d+)\/(similar|matching)$/;

export const isDiscoveryPath = (path: string) => DISCOVERY_PATH.test(path);

/** Nothing similar, no other colour, no other garment. */
export function noDiscovery(path: string): SimilarResponse | MatchingResponse {
  return path.endsWith('/similar') ? { products: [] } : { same_garment: [], same_design: [] };
}
