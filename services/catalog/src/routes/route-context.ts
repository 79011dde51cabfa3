import type { Database } from '@storefront/db';
import type { FacetCache } from '../domain/facet-cache';

/** What every catalog route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  /** prefix for image URLs in responses ('' = same origin as the page) */
  imageBaseUrl: string;
  facetCache: FacetCache;
  /** the catalog's clock (app option `now`): what is live on the home page */
  now: () => Date;
}
