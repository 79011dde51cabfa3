import type { Database } from '@storefront/db';

/** What every digital-assets route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  now: () => Date;
}
