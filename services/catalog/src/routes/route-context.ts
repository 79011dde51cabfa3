import type { Database } from '@storefront/db';
import type { FacetCache } from '../domain/facet-cache';
import type { ListingIndexSource } from '../domain/listing-index/listing-index-holder';
import type { CatalogCaching } from './cached-reply';

/** What every catalog route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  /** prefix for image URLs in responses ('' = same origin as the page) */
  imageBaseUrl: string;
  facetCache: FacetCache;
  /** the in-memory listing index (app option `listingIndex`); undefined: listings always answer from SQL */
  listingIndex: ListingIndexSource | undefined;
  /** the catalog version per request and the answers cached at it (listing, count, detail, stock) */
  caching: CatalogCaching;
  /** the catalog's clock (app option `now`): what is live on the home page */
  now: () => Date;
}
