import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { databaseKind, listenToChannel, recentUnitsSold, type ChannelSubscription, type Database } from '@storefront/db';
import { errorHandler, schedulePeriodic, zodValidation } from '@storefront/server-kit';
import { CATALOG_VERSION_CHANNEL, CatalogVersionGate, CatalogVersionWatch, readCatalogVersion } from './domain/catalog-version';
import { FacetCache } from './domain/facet-cache';
import { ListingIndexHolder } from './domain/listing-index/listing-index-holder';
import { loadListingIndex } from './domain/listing-index/load-listing-index';
import { AssetArtSeeds } from './images/asset-art-seeds';
import { CatalogColors } from './images/catalog-colors';
import { GarmentImages } from './images/garment-images';
import { homeRoutes } from './routes/home/route';
import { menuRoutes } from './routes/menu/route';
import { productRoutes } from './routes/products/route';
import { imageRoutes } from './routes/images/route';
import { deliveryEstimateRoutes } from './routes/delivery-estimates/route';
import { brandPageRoutes } from './routes/brand-pages/route';
import { contentRoutes } from './routes/content/route';
import { discoveryRoutes } from './routes/discovery/route';
import { ResponseCache } from './routes/response-cache';
import { staffPriceRoutes } from './routes/staff/prices-route';

export interface CatalogOptions {
  db: Database;
  /**
   * Origin (or CDN) put in front of image URLs in responses, e.g. "https://cdn.example".
   * Default '': same-origin paths, served by catalogImagesApp.
   */
  publicBaseUrl?: string;
  /**
   * How long listing facets (and the total) are reused for the same filters across pages and
   * sorts, per instance, while the catalog version is unchanged. Default 60 000 ms; 0 turns it off.
   */
  facetCacheMs?: number;
  /**
   * Keep serialized listing, count, detail and stock answers per catalog version (default true).
   * false builds every answer (the bench's uncached figures); ETags are sent either way.
   */
  responseCache?: boolean;
  /**
   * Answer listings and counts without a search term from an in-memory index of
   * catalog.product_listing (domain/listing-index), kept at the catalog version (default true).
   * It loads in the background after start-up and after each catalog write; until it is loaded
   * at the version a request reads, that request answers from SQL. false: always SQL.
   */
  listingIndex?: boolean;
  /** the least time between two loads of the listing index (default 30 000 ms; tests 0) */
  listingIndexIntervalMs?: number;
  /**
   * Hold the catalog version in memory, kept current by the `catalog_version` channel (see
   * CatalogVersionWatch), instead of reading it per request (coalesced). Default: on PGlite, where
   * the announcement comes with the commit; off on PostgreSQL, where another instance hears it a
   * moment later. The service's mounts turn it on there too (mount.ts, server.ts): the moment is
   * the notification's trip, and a check every `catalogVersionCheckMs` bounds a lost one.
   */
  watchCatalogVersion?: boolean;
  /** how often a held version is re-read on PostgreSQL (default 1 000 ms; see CatalogVersionWatch.check) */
  catalogVersionCheckMs?: number;
  /** the clock delivery estimates and the home page's live promotions are read at; default the system clock (tests fix it) */
  now?: () => Date;
  /** the bearer token of the staff price route (STAFF_API_TOKEN); unset: that route answers 404 */
  staffApiToken?: string;
}

/**
 * The catalog API, an encapsulated plugin with routes relative to where it is mounted:
 *   app.register(catalogApp, { prefix: '/api', db })
 * gives GET /api/products, /api/products/:slug, /api/products/:slug/inv,
 * /api/products/:productId/cp, /api/menu, /api/home.
 *
 * It sets its own zod compilers and error handler inside its scope, so its answers are the
 * ApiError shape whatever the host does; the host sets the not-found handler (one per prefix).
 */
export default async function catalogApp(app: FastifyInstance, opts: CatalogOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const listingIndex = opts.listingIndex === false ? undefined : new ListingIndexHolder(() => loadListingIndex(opts.db), app.log, opts.listingIndexIntervalMs ?? 30_000);
  if (listingIndex) {
    // in the background: the service starts, and answers from SQL, while the index loads
    app.addHook('onReady', async () => listingIndex.refresh());
    app.addHook('onClose', async () => listingIndex.close());
  }
  const readVersion = () => readCatalogVersion(opts.db);
  const versions = new CatalogVersionWatch(new CatalogVersionGate(readVersion), readVersion);
  const kind = databaseKind(opts.db);
  if (opts.watchCatalogVersion ?? kind === 'pglite') {
    let subscription: ChannelSubscription | undefined;
    let checks: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      // the backstop of a held version on PostgreSQL: a re-read per interval, in the background
      if (kind === 'postgres') {
        checks = schedulePeriodic(app.log, 'catalog version check', opts.catalogVersionCheckMs ?? 1_000, async () => {
          if (await versions.check()) app.log.warn('the catalog version moved without its announcement reaching this instance; now holding what the database says');
        });
      }
      try {
        subscription = await listenToChannel(opts.db, CATALOG_VERSION_CHANNEL, {
          onMessage: (payload) => versions.heard(payload),
          onListening: () => void versions.listening().catch((err: unknown) => app.log.warn({ err }, 'could not read the catalog version after listening')),
        });
      } catch (err) {
        // answers stay right without it: each request then reads the version
        app.log.warn({ err }, 'could not listen for catalog versions; reading the version per request');
      }
    });
    app.addHook('onClose', async () => {
      checks?.stop();
      versions.stop();
      await subscription?.close();
    });
  }
  const ctx = {
    db: opts.db,
    imageBaseUrl: (opts.publicBaseUrl ?? '').replace(/\/$/, ''),
    facetCache: new FacetCache(opts.facetCacheMs ?? 60_000),
    listingIndex,
    caching: {
      versions,
      responses: opts.responseCache === false ? undefined : new ResponseCache(),
    },
    now: opts.now ?? (() => new Date()),
  };
  productRoutes(app, ctx);
  // popular ranks the store's paid orders of the last 30 and 90 days first (cart's named read)
  discoveryRoutes(app, ctx, { recentSales: (q) => recentUnitsSold(opts.db, q) });
  menuRoutes(app, ctx);
  homeRoutes(app, ctx);
  contentRoutes(app, { db: opts.db, now: ctx.now });
  brandPageRoutes(app, { db: opts.db, imageBaseUrl: ctx.imageBaseUrl, now: ctx.now });
  deliveryEstimateRoutes(app, { db: opts.db, now: ctx.now });
  staffPriceRoutes(app, { ...ctx, staffApiToken: opts.staffApiToken || undefined });
}

export interface CatalogImagesOptions {
  /** the catalog: only garment × colour pairs it sells, and the digital assets it has, are drawn */
  db: Database;
  /** byte budget of the rendered-image LRU; default 64 MiB */
  cacheBytes?: number;
}

/**
 * Product images, outside /api: register with no prefix so it serves
 * GET /images/garments/{garment}-{hex6}-{view}-{width}.{avif|webp|jpg} and a digital asset's
 * GET /images/designs/{catalog number}-{view}-{width}.{avif|webp|jpg}.
 */
export async function catalogImagesApp(app: FastifyInstance, opts: CatalogImagesOptions): Promise<void> {
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  imageRoutes(app, new GarmentImages(opts.cacheBytes), { colors: new CatalogColors(opts.db), designs: new AssetArtSeeds(opts.db) });
}
