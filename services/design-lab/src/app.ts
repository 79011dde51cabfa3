import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation, type RateLimitWindow } from '@storefront/server-kit';
import { UPLOAD_LIMITS, type BlobStore, type UploadLimits } from '@storefront/uploads';
import { designProjectRoutes } from './routes/design-projects/route';
import { fontRoutes } from './routes/fonts/route';
import { madeProductRoutes } from './routes/made-products/route';
import { previewRoutes } from './routes/previews/route';
import type { RouteContext } from './routes/route-context';
import { uploadRoutes } from './routes/uploads/route';
import { DtfJobs } from './domain/dtf/dtf-jobs';
import { defaultDtfTools } from './domain/dtf/dtf-tools';
import { dtfArtworkRoutes, type DtfToolSet } from './routes/dtf-artworks/route';
import { dtfPricingRoutes } from './routes/dtf-pricing/route';

/** Uploads per shopper: 60 every 10 minutes is far above a person's pace and bounds the checking work a script can cause. */
export const DEFAULT_UPLOAD_RATE_LIMIT: RateLimitWindow = { max: 60, windowMs: 10 * 60 * 1000 };

export interface DesignLabOptions {
  db: Database;
  /** where uploaded artwork lives: the gateway's one store (MountDeps), or the standalone server's */
  blobStore: BlobStore;
  /** the service's clock; default the real one (tests pass their own) */
  now?: () => Date;
  /** mark the guest `cart` cookie Secure (HTTPS only) when this service sets it; default false */
  secureCookies?: boolean;
  /** prefix for image URLs, e.g. a CDN origin; default '' (same origin, as the catalog's) */
  imageBaseUrl?: string;
  /** lower upload limits than @storefront/uploads' defaults (tests) */
  uploadLimits?: Partial<UploadLimits>;
  /** uploads per shopper per window; default DEFAULT_UPLOAD_RATE_LIMIT */
  uploadRateLimit?: RateLimitWindow;
  /** the DTF artwork tools; default @storefront/artwork-tools' (tests may pass slower or failing ones) */
  dtfTools?: DtfToolSet;
}

/**
 * The design-lab API, an encapsulated plugin whose paths are absolute (/api/made, /api/design_labs,
 * /api/users/dtf_artworks):
 *   app.register(designLabApp, { db, blobStore })
 * Made products (the start list, one product, its printable areas), the shopper's design
 * projects and their previews, uploaded artwork, the bundled fonts the editor draws with, and
 * DTF artworks with their server-side tools (issue 12). Shoppers are account users (server-kit's
 * read-only readSession) or guests (the cart's `cart` cookie). Anti-forgery comes from the host:
 * registerCsrf on the root instance covers every write here.
 */
export default async function designLabApp(app: FastifyInstance, opts: DesignLabOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const now = opts.now ?? (() => new Date());
  const dtfJobs = new DtfJobs({ db: opts.db, blobStore: opts.blobStore, now, onError: (err, jobId) => app.log.error({ err, jobId }, 'a DTF artwork tool failed') });
  // a closing server stops its runs; their jobs read as failed once stale, and can be started again
  app.addHook('onClose', async () => {
    dtfJobs.abortAll();
    await dtfJobs.settle();
  });
  const ctx: RouteContext = {
    db: opts.db,
    now,
    secureCookies: opts.secureCookies ?? false,
    imageBaseUrl: opts.imageBaseUrl ?? '',
    blobStore: opts.blobStore,
    uploadLimits: { ...UPLOAD_LIMITS, ...opts.uploadLimits },
    uploadRateLimit: opts.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT,
    dtfJobs,
  };
  madeProductRoutes(app, ctx);
  designProjectRoutes(app, ctx);
  previewRoutes(app, ctx);
  fontRoutes(app);
  await uploadRoutes(app, ctx);
  await dtfArtworkRoutes(app, ctx, opts.dtfTools ?? defaultDtfTools);
  dtfPricingRoutes(app);
}
