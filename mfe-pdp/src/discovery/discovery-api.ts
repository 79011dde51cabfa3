// The product page's discovery calls (issue 15, spec §7 "Product"): similar and matching products.
// Answers are checked by hand (the product page ships no zod; the catalog's route tests hold them to
// the contracts), so a malformed one is a failure the rows leave out, never a half-drawn card.
import type { MatchingResponse, ProductCard, SimilarResponse } from '@storefront/contracts';
import { isInt, isListOf, isRecord, isText, unreadableAnswer, type HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface DiscoveryApi {
  /** GET /api/products/{productId}/similar?store=: up to 12 cards of the product's category */
  similarProducts(productId: number, store: StoreCode, signal?: AbortSignal): Promise<SimilarResponse>;
  /** GET /api/products/{productId}/matching?store=: the same garment in its colours, the same design on other garments */
  matchingProducts(productId: number, store: StoreCode, signal?: AbortSignal): Promise<MatchingResponse>;
}

const isMoney = (v: unknown) => isRecord(v) && isInt(v.amount) && isText(v.currency);
const isImage = (v: unknown) => isRecord(v) && isText(v.src) && isText(v.srcset) && isText(v.type) && isInt(v.width) && isInt(v.height) && isText(v.alt);
const isColor = (v: unknown): v is ProductCard['colors'][number] => isRecord(v) && isText(v.name) && isText(v.hex);

/** What a discovery card reads. */
export function isCard(v: unknown): v is ProductCard {
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
    isListOf(v.colors, isColor) &&
    typeof v.in_stock === 'boolean'
  );
}

export function createDiscoveryApi(http: HttpClient): DiscoveryApi {
  // the answers change with the catalog only, like the listing's cards: the client's 5-minute GET cache is fine
  const get = async (path: string, store: StoreCode, signal: AbortSignal | undefined) => http.get<unknown>(path, { searchParams: { store }, cacheable: true, ...(signal ? { signal } : {}) });
  return {
    async similarProducts(productId, store, signal) {
      const path = `/api/products/${productId}/similar`;
      const body = await get(path, store, signal);
      if (!isRecord(body) || !isListOf(body.products, isCard)) throw unreadableAnswer(path, 'product page');
      return { products: body.products };
    },
    async matchingProducts(productId, store, signal) {
      const path = `/api/products/${productId}/matching`;
      const body = await get(path, store, signal);
      if (!isRecord(body) || !isListOf(body.same_garment, isCard) || !isListOf(body.same_design, isCard)) throw unreadableAnswer(path, 'product page');
      return { same_garment: body.same_garment, same_design: body.same_design };
    },
  };
}
