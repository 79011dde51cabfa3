// Typed catalog calls for the listing area. Responses are parsed with the shared contracts so a
// malformed answer becomes an error the screen can retry, never a half-rendered grid.
import { apiError, homeResponse, listingResponse, type ApiError, type HomeResponse, type ListingResponse } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface ListingApi {
  home(store: StoreCode): Promise<HomeResponse>;
  /** GET /api/products with the query exactly as built (repeated keys allowed); `store` is part of it. */
  products(query: URLSearchParams): Promise<ListingResponse>;
}

export function createListingApi(http: HttpClient): ListingApi {
  return {
    async home(store) {
      return homeResponse.parse(await http.get<unknown>('/api/home', { searchParams: { store }, cacheable: true }));
    },
    async products(query) {
      return listingResponse.parse(await http.get<unknown>('/api/products', { searchParams: query, cacheable: true }));
    },
  };
}

export interface HttpFailure {
  status: number | undefined;
  message: string;
  body: ApiError | undefined;
}

/**
 * What a thrown client error tells us: HttpError carries `.status`, `.message` and the parsed body
 * (`.apiError` when it has our `{ code, message, fieldErrors }` shape); NetworkError has no status.
 * Read structurally so a parse failure (a malformed response) reads as a plain failure.
 */
export function readHttpFailure(err: unknown): HttpFailure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { name?: unknown; status?: unknown; message?: unknown; apiError?: unknown; body?: unknown };
  const parsed = apiError.safeParse(e.apiError ?? e.body);
  // a contract mismatch's message is a dump of schema issues, useless to a shopper
  const fallback = e.name === 'ZodError' ? 'The server sent an answer we could not read' : typeof e.message === 'string' ? e.message : 'Unable to connect to server';
  return {
    status: typeof e.status === 'number' ? e.status : undefined,
    message: parsed.success ? parsed.data.message : fallback,
    body: parsed.success ? parsed.data : undefined,
  };
}
