import type { PageData, ScreenData } from '@storefront/contracts';

export type SearchParamValue = string | number | boolean | readonly string[] | undefined;

export interface RequestOptions {
  searchParams?: Record<string, SearchParamValue> | URLSearchParams;
  /** GET only: may be answered from the in-memory cache (1000 entries, 5 minutes) */
  cacheable?: boolean;
  /** adds a `cb` cache-buster query parameter (§9: cart-delivery and delivery endpoints) */
  cacheBust?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The browser client every remote uses (§7): JSON, anti-forgery header, XHR marker, same-origin credentials. */
export interface HttpClient {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
}

/** The global count of active requests (§4), held by the shell and handed to every remote. */
export interface RequestCounter {
  readonly active: number;
  increment(): void;
  decrement(): void;
  subscribe(listener: (active: number) => void): () => void;
}

/** single-spa custom props the shell hands every remote. */
export interface AppProps {
  /** the page data inlined in the document for the first route */
  pageData: PageData;
  /** the inlined screen data, only while the location is still the one the document was served for; otherwise null and the remote fetches */
  initialData: ScreenData | null;
  http: HttpClient;
  requestCounter: RequestCounter;
  /** client-side navigation through single-spa (falls back to a document load) */
  navigate(url: string): void;
  /** the element this remote renders into */
  domElement: HTMLElement;
}
