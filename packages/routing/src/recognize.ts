// The route table of §2 as one pure function, shared by the shell (which area is active) and the gateway.
import type { Screen } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { areaPageScreen } from './area-pages';
import { isInfoPage } from './info-pages';
import { isReservedPage } from './reserved-pages';
import { isSlug, safeDecode } from './slug';
import { splitStore } from './store-prefix';

export interface RouteMatch {
  screen: Screen;
  store: StoreCode;
  /** pathname without the store prefix, still percent-encoded; no trailing slash except the root */
  path: string;
  /** what identifies the screen (slug, category, brand …); other query keys stay in the URL for the screen to read */
  params: Record<string, string>;
}

/** Collections served by the listing screen; checked before the single-segment category rule. */
const COLLECTIONS: ReadonlySet<string> = new Set(['clothing', 'designs', 'threads', 'threads/products']);
const HTML = '.html';
const CUSTOM_PRINTED = 'custom-printed-';

type Found = { screen: Screen; params?: Record<string, string> };
const NOT_FOUND: Found = { screen: 'not-found' };

export function recognize(pathname: string, search: string | URLSearchParams): RouteMatch {
  const { store, path } = splitStore(pathname);
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found = path === '/' ? recognizeRoot(query) : recognizePath(path);
  return { screen: found.screen, store, path, params: found.params ?? {} };
}

/** First non-empty value among the keys; '' when a key is present but empty; undefined when absent. */
function queryValue(query: URLSearchParams, ...keys: string[]): string | undefined {
  const present = keys.filter((key) => query.has(key));
  if (present.length === 0) return undefined;
  return present.map((key) => query.get(key) ?? '').find((value) => value !== '') ?? '';
}

function recognizeRoot(query: URLSearchParams): Found {
  const brand = queryValue(query, 'brand');
  const search = queryValue(query, 'search', 'q');
  const category = queryValue(query, 'category');
  // brand and category name things, so a value that is not a slug cannot match anything
  if ((brand && !isSlug(brand)) || (category && !isSlug(category))) return NOT_FOUND;

  const params: Record<string, string> = {};
  if (search !== undefined) params.search = search;
  if (category) params.category = category;
  // "/ with a brand query" is the brand page; an empty brand key still makes a listing
  if (brand) return { screen: 'brand', params: { ...params, brand } };
  if (brand !== undefined || search !== undefined || category !== undefined) return { screen: 'listing', params };
  return { screen: 'home' };
}

function withoutHtml(segment: string): string | undefined {
  return segment.endsWith(HTML) ? segment.slice(0, -HTML.length) : undefined;
}

function recognizePath(path: string): Found {
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    const segment = safeDecode(raw);
    // empty segments (`//x`), undecodable ones and encoded slashes (`faq%2Fshipping`) never name anything
    if (segment === undefined || segment === '' || segment.includes('/')) return NOT_FOUND;
    segments.push(segment);
  }
  const [first = '', second] = segments;
  const count = segments.length;
  const joined = segments.join('/');

  // any path with a reviews segment loads the review list, even /reviews which is also reserved
  const reviewsAt = segments.indexOf('reviews');
  if (reviewsAt !== -1) {
    const before = segments[reviewsAt - 1];
    const subject = before === undefined ? undefined : (withoutHtml(before) ?? before);
    return { screen: 'reviews', params: subject !== undefined && isSlug(subject) ? { slug: subject } : {} };
  }

  if (joined === 'help') return { screen: 'help' };
  // shipping, returns, contact, about and accessibility: the store's own short pages
  if (isInfoPage(joined)) return { screen: 'info', params: { page: joined } };

  const areaPage = areaPageScreen(joined);
  if (areaPage) return { screen: areaPage };

  if (COLLECTIONS.has(joined) || (count === 2 && first === 'designs' && isSlug(second ?? ''))) {
    return { screen: 'listing', params: { collection: joined } };
  }

  // a digital asset's page: the slug is the last segment before .html (§2)
  if (count === 2 && first === 'digital-assets') {
    const slug = withoutHtml(second ?? '');
    if (slug !== undefined) return isSlug(slug) ? { screen: 'digital-asset', params: { slug } } : NOT_FOUND;
  }

  const pdp = recognizeProduct(segments);
  if (pdp) return pdp;

  if (first === 'brands' && second !== undefined) {
    return segments.slice(1).every(isSlug) ? { screen: 'brand', params: { brand: second } } : NOT_FOUND;
  }

  const account = recognizeBuyFlow(segments);
  if (account) return account;

  if (isReservedPage(joined)) return { screen: 'reserved', params: { page: joined } };

  if (count === 1 && isSlug(first)) return { screen: 'listing', params: { category: first } };

  return NOT_FOUND;
}

function recognizeProduct(segments: readonly string[]): Found | undefined {
  const [first = '', second, third] = segments;
  const count = segments.length;
  const last = segments[count - 1] ?? '';

  if (count === 1) {
    const slug = withoutHtml(first);
    if (slug === undefined) return undefined;
    return isSlug(slug) ? { screen: 'pdp', params: { slug } } : NOT_FOUND;
  }
  if (count === 2 && first.startsWith(CUSTOM_PRINTED)) {
    const printed = first.slice(CUSTOM_PRINTED.length);
    const slug = withoutHtml(second ?? '');
    if (slug !== undefined && isSlug(printed) && isSlug(slug)) {
      return { screen: 'pdp', params: { slug, customPrinted: printed } };
    }
    return undefined;
  }
  if (count === 2 && first === 'design' && isSlug(second ?? '')) {
    return { screen: 'pdp', params: { slug: second ?? '', source: 'design' } };
  }
  if (count === 3 && first === 'threads' && second === 'products' && isSlug(third ?? '')) {
    return { screen: 'pdp', params: { slug: third ?? '', source: 'threads' } };
  }
  if (count >= 3 && first === 'made' && second === 'products' && segments.slice(2).every(isSlug)) {
    return { screen: 'pdp', params: { slug: last, source: 'made' } };
  }
  return undefined;
}

/** Order numbers are 'R' + 9 digits (cart service). */
const ORDER_NUMBER = /^R\d{9}$/;

/** Screens of the cart and account areas; other paths under /checkout, /account or /orders are not found. */
function recognizeBuyFlow(segments: readonly string[]): Found | undefined {
  const [first = '', second, third] = segments;
  const count = segments.length;
  if (first !== 'cart' && first !== 'checkout' && first !== 'account' && first !== 'orders') return undefined;
  if (count === 1) return { screen: first };
  if (first === 'checkout' && count === 3 && second === 'thank-you' && ORDER_NUMBER.test(third ?? '')) {
    return { screen: 'thank-you', params: { orderNumber: third ?? '' } };
  }
  if (first === 'account' && count === 2 && (second === 'sign-in' || second === 'sign-up' || second === 'addresses' || second === 'library' || second === 'brand-pages' || second === 'publish-requests' || second === 'moderation')) {
    return { screen: second };
  }
  if (first === 'account' && count === 2 && second === 'content') return { screen: 'content-editor' };
  if (first === 'orders' && count === 2 && ORDER_NUMBER.test(second ?? '')) return { screen: 'order', params: { orderNumber: second ?? '' } };
  return NOT_FOUND;
}
