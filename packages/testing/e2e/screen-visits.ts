import type { Screen } from '@storefront/contracts';

/** What a visit needs from the set-up: a real product, brand and order of the running site. */
export interface VisitData {
  productUrl: string;
  brandSlug: string;
  orderNumber: string;
  /** a digital asset's page */
  assetUrl: string;
}

export interface ScreenVisit {
  /** the path to open (US store; the Canadian visit adds /ca) */
  path: (data: VisitData) => string;
  /** who opens it: a guest, or the signed-in shopper who has an order and a cart with items */
  as: 'guest' | 'shopper';
  /** also checked in the Canadian store */
  canadian?: boolean;
}

/**
 * One visit per screen of §2, checked by every-screen.spec.ts (taps, sideways scroll, axe, links).
 * Keyed by Screen, so a new screen does not type-check until it has a visit here: new screens
 * inherit the checks (`pnpm new:area` adds its row above the marker).
 */
export const SCREEN_VISITS: Record<Screen, ScreenVisit> = {
  home: { path: () => '/', as: 'guest', canadian: true },
  listing: { path: () => '/?category=t-shirts', as: 'guest', canadian: true },
  brand: { path: (d) => `/brands/${d.brandSlug}`, as: 'guest' },
  pdp: { path: (d) => d.productUrl, as: 'guest', canadian: true },
  cart: { path: () => '/cart', as: 'shopper' },
  checkout: { path: () => '/checkout', as: 'shopper' },
  'thank-you': { path: (d) => `/checkout/thank-you/${d.orderNumber}`, as: 'shopper' },
  account: { path: () => '/account', as: 'shopper' },
  'sign-in': { path: () => '/account/sign-in', as: 'guest', canadian: true },
  'sign-up': { path: () => '/account/sign-up', as: 'guest' },
  addresses: { path: () => '/account/addresses', as: 'shopper' },
  library: { path: () => '/account/library', as: 'shopper', canadian: true },
  // a shopper without the role is told what it needs (the editor and the queue have their own journey test)
  'brand-pages': { path: () => '/account/brand-pages', as: 'shopper' },
  'publish-requests': { path: () => '/account/publish-requests', as: 'shopper' },
  moderation: { path: () => '/account/moderation', as: 'shopper' },
  'content-editor': { path: () => '/account/content', as: 'shopper' },
  orders: { path: () => '/orders', as: 'shopper' },
  order: { path: (d) => `/orders/${d.orderNumber}`, as: 'shopper' },
  info: { path: () => '/shipping', as: 'guest', canadian: true },
  'design-lab': { path: () => '/design-lab', as: 'guest' },
  'design-lab-start': { path: () => '/design-lab/start', as: 'guest', canadian: true },
  // a guest with no artwork yet: the drop zone and an empty list
  'dtf-transfers': { path: () => '/design-lab/transfers', as: 'guest', canadian: true },
  // without an id: the friendly "Choose an artwork" page linking to the transfers page
  'dtf-artwork': { path: () => '/design-lab/artwork', as: 'guest' },
  'dtf-letters': { path: () => '/design-lab/letters', as: 'guest', canadian: true },
  'dtf-gang-sheet': { path: () => '/design-lab/gang-sheet', as: 'guest', canadian: true },
  'digital-assets': { path: () => '/digital-assets', as: 'guest', canadian: true },
  'digital-asset': { path: (d) => d.assetUrl, as: 'guest', canadian: true },
  // a guest is asked to sign in; a shopper who is not a crafter is offered to become one
  'crafter': { path: () => '/crafter', as: 'guest' },
  // without a token: the page says the link is not valid
  'crafter-quote': { path: () => '/crafter/quote', as: 'guest', canadian: true },
  // new:area screen-visits — areas made with `pnpm new:area` add their visit above this line
  help: { path: () => '/help', as: 'guest', canadian: true },
  reviews: { path: () => '/reviews', as: 'guest' },
  reserved: { path: () => '/sweepstakes', as: 'guest' },
  'not-found': { path: () => '/no-such-page-here', as: 'guest', canadian: true },
};

/** Screens that are not in the route table but are screens to a shopper: a product that is gone. */
export const EXTRA_VISITS: readonly (ScreenVisit & { name: string })[] = [{ name: 'product not found', path: () => '/no-such-product.html', as: 'guest' }];
