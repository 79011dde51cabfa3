import { BUSINESS_LINES } from '@storefront/contracts';

/**
 * Paths each service answers, proxied to it in split mode. An entry is an exact path or a folder
 * (`@fastify/http-proxy` matches the prefix itself and everything under `prefix/`).
 * service-prefixes.test.ts checks every route the services register is covered.
 */
export const CATALOG_PREFIXES = ['/api/products', '/api/menu', '/api/home', '/images', ...BUSINESS_LINES.map((line) => `/api/v2/${line}/delivery_estimates.json`)];
export const ACCOUNT_PREFIXES = [
  '/api/v2/sign_up.json',
  '/api/v2/sign_in.json',
  '/api/v2/sign_out.json',
  '/api/users',
  '/api/account',
  '/account/addresses',
  '/api/addresses',
  '/api/locations.json',
  '/api/locations',
];
export const CART_PREFIXES = [
  '/api/cart',
  '/api/v2/cart.json',
  '/api/v2/cart',
  '/api/v2/saved_carts.json',
  '/api/v2/saved_carts',
  '/api/v2/checkout.json',
  '/api/v2/checkout',
  '/api/v2/orders.json',
  '/api/v2/orders',
];
/** Only DELETE under /cart goes to the cart service: GET /cart is the cart page, a document. */
export const CART_DELETE_PREFIX = '/cart';

/** Whether a proxy registered at `prefix` forwards `url` (a route path such as `/api/v2/orders/:number.json`). */
export function prefixCovers(prefix: string, url: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}
