import type { FastifyInstance } from 'fastify';
import {
  listingApiQuery,
  type ApiError,
  type HomeResponse,
  type ListingResponse,
  type ProductResponse,
  type ScreenData,
} from '@storefront/contracts';
import type { RouteMatch } from '@storefront/routing';

export interface ScreenResult {
  status: number;
  data: ScreenData;
  /** the listing's query had bad keys that were dropped */
  notice?: string;
}

/**
 * Gets what the route's screen needs first through the gateway's own /api routes (inject), so
 * the same code works with services mounted in-process or proxied to their own processes.
 */
export async function fetchScreenData(app: FastifyInstance, route: RouteMatch, search: URLSearchParams): Promise<ScreenResult> {
  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.json() as T };
  };
  switch (route.screen) {
    case 'home': {
      const res = await get<HomeResponse>(`/api/home?store=${route.store}`);
      return res.status === 200 ? { status: 200, data: { kind: 'home', home: res.body } } : { status: res.status, data: { kind: 'none' } };
    }
    case 'listing':
    case 'brand': {
      const query = listingApiQuery(route.params, search, route.store);
      let res = await get<ListingResponse | ApiError>(`/api/products?${toSearch(query)}`);
      let notice: string | undefined;
      // Bad paging, sort or ranges in a shared link: show corrected results rather than an error.
      if (res.status === 400 && 'fieldErrors' in res.body && res.body.fieldErrors) {
        for (const key of Object.keys(res.body.fieldErrors)) delete query[key];
        notice = 'Some filters in the link were not valid and have been ignored.';
        res = await get<ListingResponse | ApiError>(`/api/products?${toSearch(query)}`);
      }
      if (res.status !== 200) return { status: res.status === 404 ? 404 : res.status, data: { kind: 'none' } };
      const appliedQuery: Record<string, string | string[]> = { ...query };
      return { status: 200, data: { kind: 'listing', listing: res.body as ListingResponse, query: appliedQuery }, ...(notice ? { notice } : {}) };
    }
    case 'pdp': {
      const slug = route.params.slug ?? '';
      const res = await get<ProductResponse>(`/api/products/${encodeURIComponent(slug)}?store=${route.store}`);
      return res.status === 200 ? { status: 200, data: { kind: 'pdp', product: res.body.product } } : { status: res.status === 404 ? 404 : res.status, data: { kind: 'none' } };
    }
    default:
      // help, reviews and reserved pages get their content in later issues: a real 404 until then
      return { status: 404, data: { kind: 'none' } };
  }
}

function toSearch(query: Record<string, string | string[]>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) sp.append(k, one);
  return sp.toString();
}
