// Typed catalog calls for the listing area. Each answer's shape is checked before the screen sees
// it, so a malformed answer becomes an error the screen can retry, never a half-rendered grid.
// The checks are written by hand: the listing is on the home and listing pages, which ship no
// schema library (zod); the catalog's route tests hold the answers to the full contracts.
import { isSort, type BrandPage, type ContentPage, type HomeResponse, type ListingCountResponse, type ListingResponse, type ProductCard } from '@storefront/contracts';
import { isInt, isListOf, isRecord, isText, readFailure, unreadableAnswer, type HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface ListingApi {
  home(store: StoreCode): Promise<HomeResponse>;
  /** GET /api/products with the query exactly as built (repeated keys allowed); `store` is part of it. */
  products(query: URLSearchParams): Promise<ListingResponse>;
  /** GET /api/products/count: the total the same query would list, without cards. */
  count(query: URLSearchParams): Promise<ListingCountResponse>;
  /** GET /api/content/{path}: a help, FAQ or other content page of the store, rendered */
  content(store: StoreCode, path: string): Promise<ContentPage>;
  /** GET /api/brands/{slug}/page: the brand's published banner, story and featured products; null when it has none */
  brandPage(store: StoreCode, slug: string): Promise<BrandPage | null>;
  /** GET /api/users/followed_brands: the slugs of the brands the signed-in shopper follows */
  followedBrands(): Promise<string[]>;
  /** PUT (follow) or DELETE (unfollow) /api/users/followed_brands/{slug} */
  followBrand(slug: string, follow: boolean): Promise<void>;
}

export function createListingApi(http: HttpClient): ListingApi {
  return {
    async home(store) {
      const body = await http.get<unknown>('/api/home', { searchParams: { store }, cacheable: true });
      if (!isHomeAnswer(body)) throw unreadableAnswer('/api/home', 'listing');
      return { ...body, promotions: body.promotions ?? [] };
    },
    async products(query) {
      const body = await http.get<unknown>('/api/products', { searchParams: query, cacheable: true });
      if (!isListingAnswer(body)) throw unreadableAnswer('/api/products', 'listing');
      return body;
    },
    async count(query) {
      const body = await http.get<unknown>('/api/products/count', { searchParams: query, cacheable: true });
      if (!isRecord(body) || !isInt(body.total)) throw unreadableAnswer('/api/products/count', 'listing');
      return { total: body.total };
    },
    async content(store, path) {
      const url = `/api/content/${path}`;
      const body = await http.get<unknown>(url, { searchParams: { store }, cacheable: true });
      if (!isRecord(body) || !isText(body.title) || !isText(body.html) || !isText(body.path) || !isText(body.summary) || !isText(body.updated_at) || (body.store !== 'us' && body.store !== 'ca')) {
        throw unreadableAnswer(url, 'listing');
      }
      return { store: body.store, path: body.path, title: body.title, summary: body.summary, html: body.html, updated_at: body.updated_at };
    },
    async brandPage(store, slug) {
      const url = `/api/brands/${encodeURIComponent(slug)}/page`;
      try {
        const body = await http.get<unknown>(url, { searchParams: { store }, cacheable: true });
        if (!isBrandPageAnswer(body)) throw unreadableAnswer(url, 'listing');
        return body;
      } catch (err) {
        // no published page yet (or no such brand): the bare listing, which answers for itself
        if (readFailure(err).status === 404) return null;
        throw err;
      }
    },
    async followedBrands() {
      const body = await http.get<unknown>('/api/users/followed_brands', { cacheBust: true });
      const isFollowed = (b: unknown): b is { slug: string } => isRecord(b) && isText(b.slug);
      if (!isRecord(body) || !isListOf(body.brands, isFollowed)) throw unreadableAnswer('/api/users/followed_brands', 'listing');
      return body.brands.map((b) => b.slug);
    },
    async followBrand(slug, follow) {
      const path = `/api/users/followed_brands/${encodeURIComponent(slug)}`;
      if (follow) await http.put(path, {});
      else await http.delete(path);
    },
  };
}


const isMoney = (v: unknown) => isRecord(v) && isInt(v.amount) && isText(v.currency);
const isImage = (v: unknown) => isRecord(v) && isText(v.src) && isText(v.srcset) && isInt(v.width) && isInt(v.height) && isText(v.alt);

/** What a card reads: a card that lacks any of it would break the grid. */
function isCard(v: unknown): v is ProductCard {
  return (
    isRecord(v) &&
    isInt(v.id) &&
    isText(v.slug) &&
    isText(v.url) &&
    isText(v.title) &&
    isRecord(v.brand) &&
    isText(v.brand.name) &&
    isMoney(v.price) &&
    isImage(v.image) &&
    (v.hover_image === undefined || isImage(v.hover_image)) &&
    Array.isArray(v.colors) &&
    typeof v.in_stock === 'boolean' &&
    (v.composition_id === undefined || isInt(v.composition_id))
  );
}

const isFacetValue = (v: unknown) => isRecord(v) && isText(v.value) && isText(v.label) && isInt(v.count);
const isMaterialFacet = (v: unknown) => isRecord(v) && isText(v.name) && isText(v.label) && isInt(v.min) && isInt(v.max);
const FACET_LISTS = ['business_lines', 'categories', 'brands', 'colors', 'sizes'] as const;

function isFacets(v: unknown): boolean {
  return (
    isRecord(v) &&
    FACET_LISTS.every((key) => Array.isArray(v[key]) && (v[key] as unknown[]).every(isFacetValue)) &&
    isRecord(v.price) &&
    isInt(v.price.min) &&
    isInt(v.price.max) &&
    Array.isArray(v.materials) &&
    v.materials.every(isMaterialFacet)
  );
}

function isListingAnswer(v: unknown): v is ListingResponse {
  return (
    isRecord(v) &&
    isText(v.title) &&
    isListOf(v.products, isCard) &&
    isInt(v.total) &&
    isInt(v.page) &&
    isInt(v.per_page) &&
    isSort(v.sort) &&
    isFacets(v.facets)
  );
}

const isPromotion = (v: unknown): v is HomeResponse['promotions'][number] => isRecord(v) && isText(v.code) && (v.kind === 'percent' || v.kind === 'fixed');

const isLine = (v: unknown) => isRecord(v) && isText(v.key) && isText(v.label) && isText(v.url) && isImage(v.image) && isInt(v.product_count);

function isHomeAnswer(v: unknown): v is Omit<HomeResponse, 'promotions'> & { promotions?: HomeResponse['promotions'] } {
  return isRecord(v) && Array.isArray(v.lines) && v.lines.every(isLine) && isListOf(v.featured, isCard) && (v.promotions === undefined || isListOf(v.promotions, isPromotion));
}

function isBrandPageAnswer(v: unknown): v is BrandPage {
  return (
    isRecord(v) &&
    isRecord(v.brand) &&
    isText(v.brand.slug) &&
    isText(v.brand.name) &&
    isText(v.headline) &&
    isText(v.story_html) &&
    isListOf(v.featured, isCard) &&
    isText(v.published_at)
  );
}
