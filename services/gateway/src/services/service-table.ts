import type { FastifyPluginAsync, HTTPMethods } from 'fastify';
import { accountApp, accountRateLimits } from '@storefront/account';
import { cartApp } from '@storefront/cart';
import { catalogApp, catalogImagesApp } from '@storefront/catalog';
import { BUSINESS_LINES } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import type { BlobStore } from '@storefront/uploads';
import type { GatewayConfig } from '../config';
import { designLabApp } from '@storefront/design-lab';
// new:area imports — the plugins of areas made with `pnpm new:area` are imported above this line

/** What a mounted service is given: the one database (PGlite has one connection) and the gateway's settings. */
export interface MountDeps {
  db: Database;
  config: GatewayConfig;
  /** where uploaded artwork lives (disk by default, S3 with BLOB_STORE=s3): one store every service shares */
  blobStore: BlobStore;
}

export interface ServicePlugin {
  // each service's own options type; the table pairs every plugin with the options it takes
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: FastifyPluginAsync<any>;
  options(deps: MountDeps): object;
}

/**
 * One row per service: the gateway mounts its plugins in-process (embedded, the default), or,
 * when `urlVariable` is set, proxies its paths to that URL (split mode). A new area adds a row
 * (`pnpm new:area` does); the split-mode test reads the same table.
 */
export interface ServiceEntry {
  name: string;
  /** the setting naming the service's own process in split mode */
  urlVariable: Extract<keyof GatewayConfig, `${string}_SERVICE_URL`>;
  plugins: readonly ServicePlugin[];
  /** the paths it answers: an exact path, or a folder (`@fastify/http-proxy` matches the prefix and everything under `prefix/`) */
  prefixes: readonly string[];
  /** paths it answers for some methods only, proxied for those alone (GET /cart is a page, DELETE /cart/… the cart service's) */
  methodPrefixes?: readonly { prefix: string; methods: readonly HTTPMethods[] }[];
}

const secureCookies = (config: GatewayConfig) => config.PUBLIC_URL.startsWith('https://');

export const SERVICES: readonly ServiceEntry[] = [
  {
    name: 'catalog',
    urlVariable: 'CATALOG_SERVICE_URL',
    plugins: [
      { plugin: catalogApp, options: ({ db }) => ({ prefix: '/api', db }) },
      { plugin: catalogImagesApp, options: ({ db }) => ({ db }) },
    ],
    prefixes: ['/api/products', '/api/menu', '/api/home', '/images', ...BUSINESS_LINES.map((line) => `/api/v2/${line}/delivery_estimates.json`)],
  },
  {
    name: 'account',
    urlVariable: 'ACCOUNT_SERVICE_URL',
    plugins: [{ plugin: accountApp, options: ({ db, config }) => ({ db, secureCookies: secureCookies(config), rateLimits: accountRateLimits(config) }) }],
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
    ],
  },
  {
    name: 'cart',
    urlVariable: 'CART_SERVICE_URL',
    // blobStore (mockups and print files of designs with uploaded images) joins here once the gateway
    // depends on @storefront/uploads and builds the one store the design lab writes to
    plugins: [{ plugin: cartApp, options: ({ db, config, blobStore }) => ({ db, secureCookies: secureCookies(config), staffApiToken: config.STAFF_API_TOKEN, blobStore }) }],
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
    ],
    methodPrefixes: [{ prefix: '/cart', methods: ['DELETE'] }],
  },
  {
    name: 'design-lab',
    urlVariable: 'DESIGN_LAB_SERVICE_URL',
    plugins: [{ plugin: designLabApp, options: ({ db, config, blobStore }) => ({ db, blobStore, secureCookies: secureCookies(config) }) }],
    prefixes: ['/api/made'],
  },
  // new:area services — areas made with `pnpm new:area` add their row above this line
];

/** Whether a proxy registered at `prefix` forwards `url` (a route path such as `/api/v2/orders/:number.json`). */
export function prefixCovers(prefix: string, url: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}
