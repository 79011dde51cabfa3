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
}

/**
 * The design-lab API, an encapsulated plugin whose paths are absolute (all under /api/made):
 *   app.register(designLabApp, { db, blobStore })
 * Made products (the start list, one product, its printable areas), the shopper's design
 * projects and their previews, uploaded artwork, and the bundled fonts the editor draws with. Shoppers are account users (server-kit's
 * read-only readSession) or guests (the cart's `cart` cookie). Anti-forgery comes from the host:
 * registerCsrf on the root instance covers every write here.
 */
export default async function designLabApp(app: FastifyInstance, opts: DesignLabOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx: RouteContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    secureCookies: opts.secureCookies ?? false,
    imageBaseUrl: opts.imageBaseUrl ?? '',
    blobStore: opts.blobStore,
    uploadLimits: { ...UPLOAD_LIMITS, ...opts.uploadLimits },
    uploadRateLimit: opts.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT,
  };
  madeProductRoutes(app, ctx);
  designProjectRoutes(app, ctx);
  previewRoutes(app, ctx);
  fontRoutes(app);
  await uploadRoutes(app, ctx);
}
