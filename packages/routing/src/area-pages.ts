import type { Screen } from '@storefront/contracts';

/**
 * Pages of areas made with `pnpm new:area`: an exact path (after the store prefix, without the
 * leading slash) and the screen it shows. They are recognised before the reserved pages of §2, so
 * an area may take one of those names (design-lab).
 */
export interface AreaPage {
  path: string;
  screen: Screen;
  /**
   * The GET the page's remote makes first, when it is the same for every shopper: the gateway
   * makes it while rendering and inlines the answer (page data `area`), so the page is rendered on
   * the server. Pages whose first call is per shopper leave it out.
   */
  firstRequest?: (store: string, search: URLSearchParams) => string | undefined;
}

export const AREA_PAGES: readonly AreaPage[] = [
  { path: 'design-lab', screen: 'design-lab' },
  {
    path: 'design-lab/start',
    screen: 'design-lab-start',
    firstRequest: (store, search) => madeProductsRequest(store, search.get('category') ?? DEFAULT_MADE_CATEGORY),
  },
  // the shopper's DTF artworks: per-shopper pages, so no first request
  { path: 'design-lab/transfers', screen: 'dtf-transfers' },
  { path: 'design-lab/artwork', screen: 'dtf-artwork' },
  // lettering transfers (type a line of text, no artwork)
  { path: 'design-lab/letters', screen: 'dtf-letters' },
  // the gang-sheet builder (the shopper's artworks laid out on one length of film)
  { path: 'design-lab/gang-sheet', screen: 'dtf-gang-sheet' },
  // the digital assets' own page: featured designs (carousel), the newest (slider), uploads
  { path: 'digital-assets', screen: 'digital-assets', firstRequest: (store) => digitalHomeRequest(store) },
  // the crafter portal: signed-in tools, rendered in the browser
  { path: 'crafter', screen: 'crafter' },
  // a quote as the crafter's customer sees it: the link's token is the key, so the page is the same
  // for whoever holds it and is rendered on the server
  { path: 'crafter/quote', screen: 'crafter-quote', firstRequest: (_store, search) => publicQuoteRequest(search.get('t') ?? '') },
  // new:area pages — areas made with `pnpm new:area` add their page above this line
];

const BY_PATH = new Map(AREA_PAGES.map((p) => [p.path, p.screen]));

/** The first category of the design lab's start page. */
export const DEFAULT_MADE_CATEGORY = 'tees';

/** The start page's one category of made products, as the gateway and the remote both spell it. */
export function madeProductsRequest(store: string, category: string): string {
  return `/api/made/products?${new URLSearchParams({ store, category })}`;
}

/** The digital-assets page's first request, as the gateway and the remote both spell it. */
export function digitalHomeRequest(store: string): string {
  return `/api/digital-assets/home.json?${new URLSearchParams({ store })}`;
}

/** A digital asset's page data (/digital-assets/{slug}.html), as the gateway and the remote both spell it. */
export function digitalAssetRequest(slug: string, store: string): string {
  return `/api/digital-assets/assets/${encodeURIComponent(slug)}.json?${new URLSearchParams({ store })}`;
}

/** The customer's quote page data (/crafter/quote?t=), as the gateway and the remote both spell it; none without a token. */
export function publicQuoteRequest(token: string): string | undefined {
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? `/api/crafter/public/quotes/${token}` : undefined;
}

/** An area page's first shared request for this address, if its row names one. */
export function areaFirstRequest(screen: Screen, store: string, search: URLSearchParams): string | undefined {
  return AREA_PAGES.find((p) => p.screen === screen)?.firstRequest?.(store, search);
}

/** The screen of an area page at this path, if one is. */
export function areaPageScreen(joinedPath: string): Screen | undefined {
  return BY_PATH.get(joinedPath);
}

/** Whether a screen is an area page's (its remote fetches its own data; the document inlines none). */
export function isAreaPageScreen(screen: Screen): boolean {
  return AREA_PAGES.some((p) => p.screen === screen);
}
