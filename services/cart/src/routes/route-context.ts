import type { Database } from '@storefront/db';

/** What every cart route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  secureCookies: boolean;
  /** prefix for image URLs (a CDN origin); '' for same-origin paths */
  imageBaseUrl: string;
}
