import { BUSINESS_LINES } from '@storefront/contracts';

/** A request method a service answers under a prefix it shares with pages (fastify's HTTPMethods accepts each). */
export type ServiceMethod = 'DELETE' | 'GET' | 'HEAD' | 'OPTIONS' | 'PATCH' | 'POST' | 'PUT';

/**
 * One service and the paths it answers: pure data (no service code), so the browser-safe routing
 * package can hold it beside AREAS and the gateway reads it without naming any service.
 */
export interface ServiceRow {
  /** kebab-case, the service's folder under services/; split mode reads `serviceUrlVariable(name)` */
  name: string;
  /** the workspace package the gateway imports to mount it embedded: it exports `serviceMount` (server-kit's `ServiceMount`) */
  package: `@storefront/${string}`;
  /** the paths it answers: an exact path, or a folder (`@fastify/http-proxy` matches the prefix and everything under `prefix/`) */
  prefixes: readonly string[];
  /** paths it answers for some methods only, proxied for those alone (GET /cart is a page, DELETE /cart/… the cart service's) */
  methodPrefixes?: readonly { prefix: string; methods: readonly ServiceMethod[] }[];
}

/**
 * Every service the gateway composes: mounted in-process (embedded, the default) or, when its URL
 * setting is set, proxied to its own process (split mode). A new area adds one row (`pnpm new:area`
 * does); nothing under services/gateway/src names a service.
 */
export const SERVICES: readonly ServiceRow[] = [
  {
    name: 'catalog',
    package: '@storefront/catalog',
    prefixes: ['/api/products', '/api/menu', '/api/home', '/api/promotions', '/api/reviews', '/images', '/api/staff/products', '/api/staff/reviews', '/api/staff/comments', '/api/staff/moderation', '/api/content', '/api/staff/content', '/api/brands', '/api/cms', '/api/staff/brand-publish-requests', '/api/staff/brands', ...BUSINESS_LINES.map((line) => `/api/v2/${line}/delivery_estimates.json`)],
  },
  {
    name: 'account',
    package: '@storefront/account',
    prefixes: [
      '/api/v2/sign_up.json',
      '/api/v2/sign_in.json',
      '/api/v2/sign_out.json',
      '/api/users',
      '/api/account',
      '/account/addresses',
      '/api/addresses',
      '/api/locations.json',
      '/api/locations',
      // the Canada store redirect modal's answer (§7)
      '/api/store_preference',
      // favorites are /api/users/favorites; their price and stock alerts (§7)
      '/api/subscriptions',
      // an admin's account work: revoking a crafter (issue 14's roles)
      '/api/admin/crafters',
      // the operator's role grants with the staff token (the grant-role command, over HTTP)
      '/api/staff/roles',
    ],
  },
  {
    name: 'cart',
    package: '@storefront/cart',
    prefixes: [
      '/api/cart',
      '/api/line_items',
      '/api/staff/orders',
      '/api/v2/cart.json',
      '/api/v2/cart',
      '/api/v2/saved_carts.json',
      '/api/v2/saved_carts',
      '/api/v2/checkout.json',
      '/api/v2/checkout',
      '/api/v2/orders.json',
      '/api/v2/orders',
      // §7 lists it with the DTF artworks, but it writes a cart line: the longer prefix wins over design-lab's
      '/api/users/dtf_artworks/gang_sheet_add_to_cart',
    ],
    methodPrefixes: [{ prefix: '/cart', methods: ['DELETE'] }],
  },
  // DTF artworks sit under account's /api/users: the longer prefix wins, in the proxy as in the router
  { name: 'design-lab', package: '@storefront/design-lab', prefixes: ['/api/made', '/api/design_labs', '/api/users/dtf_artworks', '/api/dtf', '/api/stickers'] },
  { name: 'digital-assets', package: '@storefront/digital-assets', prefixes: ['/api/digital-assets'] },
  { name: 'crafter', package: '@storefront/crafter', prefixes: ['/api/crafter'] },
  // new:area services — areas made with `pnpm new:area` add their row above this line
];

/** The split-mode setting naming a service's own process: `design-lab` → `DESIGN_LAB_SERVICE_URL`. */
export function serviceUrlVariable(name: string): `${string}_SERVICE_URL` {
  return `${name.replaceAll('-', '_').toUpperCase()}_SERVICE_URL`;
}

/** Whether a proxy registered at `prefix` forwards `url` (a route path such as `/api/v2/orders/:number.json`). */
export function prefixCovers(prefix: string, url: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}
