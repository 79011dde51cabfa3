import type { Database } from '@storefront/db';

/** What every cart route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  secureCookies: boolean;
  /** prefix for image URLs (a CDN origin); '' for same-origin paths */
  imageBaseUrl: string;
  /** the service's clock: every rule that depends on the time (coupon dates, card expiry, cutoffs, limits) reads it */
  now: () => Date;
}
