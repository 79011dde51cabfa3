import type {
  BlanksOrderBody,
  BlanksOrderResponse,
  BlanksOutOfStockResponse,
  CaptchaChallenge,
  CommentListResponse,
  CommentVoteResponse,
  CreateReviewRequest,
  ProductCustomization,
  ProductComment,
  ProductDetail,
  ProductResponse,
  Review,
  ReviewableLinesResponse,
  ReviewListResponse,
  ReviewPhotoResponse,
  ReviewVoteResponse,
} from '@storefront/contracts';
import { isInt, isRecord, isText, sendWithProgress, unreadableAnswer, type HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createDiscoveryApi, type DiscoveryApi } from './discovery/discovery-api';
import { reviewQueryToSearch, type ReviewQuery } from './reviews/review-query';

export const REVIEW_PHOTOS_PATH = '/api/reviews/photos';

export interface PdpApi extends DiscoveryApi {
  getProduct(slug: string, store: StoreCode, signal?: AbortSignal): Promise<ProductDetail>;
  /** POST /api/cart/blanks_order: every line of the bulk grid, all or nothing (§7 "Blanks order") */
  addBlanksOrder(body: Required<BlanksOrderBody>): Promise<BlanksOrderResponse>;
  /** GET /api/cart/blanks_order/out_of_stock: the blank's SKUs with no units on hand now */
  blanksOutOfStock(slug: string, store: StoreCode, signal?: AbortSignal): Promise<string[]>;
  /** GET /api/products/{productId}/cp: whether the design lab opens this product, and as which made product (§7 "Product") */
  getCustomization(productId: number, store: StoreCode, signal?: AbortSignal): Promise<ProductCustomization>;
  /** GET /api/products/{productId}/reviews with the §2 params: the summary, a page of 10, the facets; null: every product's (GET /api/reviews) */
  listReviews(productId: number | null, query: ReviewQuery, signal?: AbortSignal): Promise<ReviewListResponse>;
  /** GET /api/products/{productId}/reviews/mine: the signed-in buyer's delivered lines of the product */
  reviewableLines(productId: number, signal?: AbortSignal): Promise<ReviewableLinesResponse>;
  /** POST /api/products/{productId}/reviews → 201 the published review */
  createReview(productId: number, body: CreateReviewRequest): Promise<Review>;
  /** POST /api/reviews/photos with the image's bytes; `onProgress` gets 0–1 as they leave */
  uploadReviewPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ReviewPhotoResponse>;
  /** GET /api/reviews/captcha: a fresh ALTCHA challenge */
  reviewCaptcha(signal?: AbortSignal): Promise<CaptchaChallenge>;
  /** POST /api/reviews/{id}/votes with the solved challenge */
  voteReview(reviewId: string, altcha: string): Promise<ReviewVoteResponse>;
  /** GET /api/products/{id}/comments?page=: questions with their answers, and what the viewer may do */
  listQuestions(productId: number, page: number, signal?: AbortSignal): Promise<CommentListResponse>;
  /** POST /api/products/{id}/comments: a question, or an answer to `parentId` */
  postComment(productId: number, body: string, parentId?: string): Promise<ProductComment>;
  /** POST /api/products/comments/votes */
  voteComment(commentId: string): Promise<CommentVoteResponse>;
}

export interface PdpApiOptions {
  /**
   * The page's anti-forgery token. With one, a review photo is sent with XMLHttpRequest for its
   * upload progress (fetch has none), with the headers the client adds; without, it goes through
   * the client and reports 0 then 1.
   */
  csrfToken?: () => string | null;
  makeRequest?: () => XMLHttpRequest;
}

/** The photo route's answer, checked by hand (no zod on this page). */
function readPhotoAnswer(answer: unknown): ReviewPhotoResponse {
  if (isRecord(answer) && isText(answer.id) && isText(answer.url) && isInt(answer.width) && isInt(answer.height)) {
    return { id: answer.id, url: answer.url, width: answer.width, height: answer.height };
  }
  throw unreadableAnswer(REVIEW_PHOTOS_PATH, 'product page');
}

/** Typed catalog calls the product page makes. */
export function createPdpApi(http: HttpClient, options: PdpApiOptions = {}): PdpApi {
  return {
    ...createDiscoveryApi(http),
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
    listReviews(productId, query, signal) {
      // not cacheable: a review written or a vote cast must show at once
      return http.get<ReviewListResponse>(productId === null ? '/api/reviews' : `/api/products/${productId}/reviews`, {
        searchParams: reviewQueryToSearch(query),
        ...(signal ? { signal } : {}),
      });
    },
    reviewableLines(productId, signal) {
      return http.get<ReviewableLinesResponse>(`/api/products/${productId}/reviews/mine`, signal ? { signal } : {});
    },
    async createReview(productId, body) {
      const res = await http.post<{ review: Review }>(`/api/products/${productId}/reviews`, body);
      return res.review;
    },
    async uploadReviewPhoto(file, onProgress, signal) {
      const token = options.csrfToken?.() ?? null;
      if (token) {
        // the browser sends the file's own type as the Content-Type
        return sendWithProgress({ url: REVIEW_PHOTOS_PATH, body: file, csrfToken: token, parse: readPhotoAnswer, onProgress, signal, makeRequest: options.makeRequest });
      }
      onProgress(0);
      const answer = await http.post<unknown>(REVIEW_PHOTOS_PATH, file, {
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        ...(signal ? { signal } : {}),
      });
      const photo = readPhotoAnswer(answer);
      onProgress(1);
      return photo;
    },
    reviewCaptcha(signal) {
      return http.get<CaptchaChallenge>('/api/reviews/captcha', signal ? { signal } : {});
    },
    listQuestions(productId, page, signal) {
      // not cacheable: a question asked here must show at once
      return http.get<CommentListResponse>(`/api/products/${productId}/comments`, { searchParams: { page }, ...(signal ? { signal } : {}) });
    },
    async postComment(productId, body, parentId) {
      const res = await http.post<{ comment: ProductComment }>(`/api/products/${productId}/comments`, parentId ? { body, parent_id: parentId } : { body });
      return res.comment;
    },
    voteComment(commentId) {
      return http.post<CommentVoteResponse>('/api/products/comments/votes', { comment_id: commentId });
    },
    voteReview(reviewId, altcha) {
      return http.post<ReviewVoteResponse>(`/api/reviews/${encodeURIComponent(reviewId)}/votes`, { altcha });
    },
  };
}
