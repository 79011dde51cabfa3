import type { FastifyInstance } from 'fastify';
import {
  listingRequest,
  type ApiError,
  type BrandPage,
  type ContentPage,
  type HomeResponse,
  type ListingResponse,
  type ProductResponse,
  type Review,
  type ReviewListResponse,
  type ScreenData,
} from '@storefront/contracts';
import { areaFirstRequest, digitalAssetRequest, isAreaPageScreen, type RouteMatch } from '@storefront/routing';

export interface ScreenResult {
  status: number;
  data: ScreenData;
  /** the listing's query had bad keys that were dropped */
  notice?: string;
  /** a product's most helpful reviews, for the document's JSON-LD only (not inlined) */
  topReviews?: Review[];
}

/** How many reviews the product's JSON-LD carries beside its aggregateRating. */
const JSON_LD_REVIEWS = 3;

/**
 * Gets what the route's screen needs first through the gateway's own /api routes (inject), so
 * the same code works with services mounted in-process or proxied to their own processes.
 */
export async function fetchScreenData(app: FastifyInstance, route: RouteMatch, search: URLSearchParams): Promise<ScreenResult> {
  const get = async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.json() as T };
  };
  // an area made with pnpm new:area: its first shared request is made here and inlined, so the page
  // renders on the server; anything per shopper its remote fetches with the shopper's cookies
  if (isAreaPageScreen(route.screen)) {
    const request = areaFirstRequest(route.screen, route.store, search);
    if (!request) return { status: 200, data: { kind: 'none' } };
    const res = await get<unknown>(request);
    // a refused first request (an unknown category in a shared link) is the remote's to explain
    return { status: 200, data: res.status === 200 ? { kind: 'area', request, body: res.body } : { kind: 'none' } };
  }
  switch (route.screen) {
    case 'home': {
      const res = await get<HomeResponse>(`/api/home?store=${route.store}`);
      return res.status === 200 ? { status: 200, data: { kind: 'home', home: res.body } } : { status: res.status, data: { kind: 'none' } };
    }
    case 'listing':
    case 'brand': {
      // the same request the listing remote would make, so its store recognises the inlined page
      let dropped: string[] = [];
      let query = listingRequest(route.params, search, route.store);
      let res = await get<ListingResponse | ApiError>(`/api/products?${query}`);
      // Bad paging, sort or ranges in a shared link: show corrected results rather than an error.
      if (res.status === 400 && 'fieldErrors' in res.body && res.body.fieldErrors) {
        dropped = Object.keys(res.body.fieldErrors);
        query = listingRequest(route.params, search, route.store, dropped);
        res = await get<ListingResponse | ApiError>(`/api/products?${query}`);
      }
      if (res.status !== 200) return { status: res.status === 404 ? 404 : res.status, data: { kind: 'none' } };
      // a brand's published page (banner, story, featured) sits above its listing; none yet: the bare listing
      const brand = route.screen === 'brand' && route.params.brand ? await get<BrandPage>(`/api/brands/${encodeURIComponent(route.params.brand)}/page?store=${route.store}`) : undefined;
      return {
        status: 200,
        data: { kind: 'listing', listing: res.body as ListingResponse, query: asRecord(query), ...(brand?.status === 200 ? { brand_page: brand.body } : {}) },
        ...(dropped.length ? { notice: 'Some filters in the link were not valid and have been ignored.' } : {}),
      };
    }
    case 'reviews':
    case 'pdp': {
      // a product's reviews (/{slug}/reviews) open on its page; the store's whole list (/reviews) is fetched by the remote
      if (route.screen === 'reviews' && !route.params.slug) return { status: 200, data: { kind: 'none' } };
      const slug = route.params.slug ?? '';
      const res = await get<ProductResponse>(`/api/products/${encodeURIComponent(slug)}?store=${route.store}`);
      if (res.status !== 200) return { status: res.status === 404 ? 404 : res.status, data: { kind: 'none' } };
      const product = res.body.product;
      // the summary is small and per product: inlined for the stars by the title and the JSON-LD; a failure only loses them
      const reviews = await get<ReviewListResponse>(`/api/products/${product.id}/reviews?sort=most_helpful`);
      if (reviews.status !== 200) return { status: 200, data: { kind: 'pdp', product } };
      return { status: 200, data: { kind: 'pdp', product, reviews: reviews.body.summary }, topReviews: reviews.body.reviews.slice(0, JSON_LD_REVIEWS) };
    }
    case 'digital-asset': {
      // the same for every shopper, so inlined like an area page's first request; an unknown slug is a real 404
      const request = digitalAssetRequest(route.params.slug ?? '', route.store);
      const res = await get<unknown>(request);
      return res.status === 200 ? { status: 200, data: { kind: 'area', request, body: res.body } } : { status: res.status === 404 ? 404 : res.status, data: { kind: 'none' } };
    }
    case 'cart':
    case 'checkout':
    case 'thank-you':
    case 'account':
    case 'sign-in':
    case 'sign-up':
    case 'addresses':
    case 'library':
    case 'brand-pages':
    case 'publish-requests':
    case 'moderation':
    case 'content-editor':
    case 'orders':
    case 'order':
      // per-shopper screens: their remotes fetch with the shopper's cookies; nothing to inline
      return { status: 200, data: { kind: 'none' } };
    case 'help':
    case 'info': {
      // help, FAQ and the other content pages: stored per store, rendered by the catalog; a page a store lacks is a real 404
      const path = route.screen === 'help' ? 'help' : (route.params.page ?? '');
      const res = await get<ContentPage>(`/api/content/${path}?store=${route.store}`);
      return res.status === 200 ? { status: 200, data: { kind: 'content', page: res.body } } : { status: res.status === 404 ? 404 : res.status, data: { kind: 'none' } };
    }
    default:
      // the other reserved pages get their content in later issues: a real 404 until then
      return { status: 404, data: { kind: 'none' } };
  }
}

function asRecord(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}
