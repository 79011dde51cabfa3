import type { Database } from '@storefront/db';

/** What every design-lab route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  now: () => Date;
}
