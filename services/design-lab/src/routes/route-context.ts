import type { Database } from '@storefront/db';

/** What every design-lab route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  now: () => Date;
  /** mark the guest `cart` cookie Secure when this service sets it */
  secureCookies: boolean;
  /** prefix for image URLs ('' = same origin, as the catalog's) */
  imageBaseUrl: string;
}
