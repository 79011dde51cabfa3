import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation, type RateLimitWindow } from '@storefront/server-kit';
import { UPLOAD_LIMITS, type BlobStore, type UploadLimits } from '@storefront/uploads';
import { MIN_SECRET_LENGTH } from './download-link-config';
import { createCertificates } from './domain/certificate-cache';
import type { RenderCertificate } from './domain/certificate-pdf';
import { createDownloadLinks } from './domain/download-links';
import { createArtPdfs } from './domain/art-pdfs';
import { renderArtPdf } from './domain/asset-art-files';
import { createPrintFiles } from './domain/print-files';
import { MAX_UPLOADS_PER_OWNER } from './domain/uploads';
import { assetRoutes } from './routes/assets/route';
import { certificateRoutes } from './routes/certificates/route';
import { downloadRoutes } from './routes/downloads/route';
import { homeRoutes } from './routes/home/route';
import { printRoutes } from './routes/prints/route';
import { purchaseRoutes } from './routes/purchases/route';
import type { RouteContext } from './routes/route-context';
import { uploadRoutes } from './routes/uploads/route';

/** Uploads per shopper: 60 every 10 minutes is far above a person's pace and bounds the checking work a script can cause (the design lab's figure). */
export const DEFAULT_UPLOAD_RATE_LIMIT: RateLimitWindow = { max: 60, windowMs: 10 * 60 * 1000 };

export interface DigitalAssetsOptions {
  db: Database;
  /** where uploads and print files live: the gateway's one store (MountDeps), or the standalone server's */
  blobStore: BlobStore;
  /** signs download links (HMAC-SHA256); at least 32 characters (DOWNLOAD_LINK_SECRET) */
  downloadLinkSecret: string;
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
  /** files one shopper may keep; default MAX_UPLOADS_PER_OWNER (tests lower it) */
  maxUploadsPerOwner?: number;
  /** draws a licence certificate on a cache miss; default renderCertificatePdf (tests count its calls) */
  renderCertificate?: RenderCertificate;
  /** draws an asset's PDF download when the blob store has none; default renderArtPdf (tests count its calls) */
  renderArtPdf?: typeof renderArtPdf;
}

/**
 * The digital-assets API, an encapsulated plugin whose paths are absolute (/api/digital-assets):
 *   app.register(digitalAssetsApp, { db, blobStore, downloadLinkSecret })
 * The area page and an asset's page (catalog data through named reads), the shopper's uploaded
 * files (account user or guest of the `cart` cookie), bought licences with signed download links
 * and certificates, and sends to print counted against each licence's cap.
 * Anti-forgery comes from the host: registerCsrf on the root instance covers every write here.
 */
export default async function digitalAssetsApp(app: FastifyInstance, opts: DigitalAssetsOptions): Promise<void> {
  if (typeof opts.downloadLinkSecret !== 'string' || opts.downloadLinkSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`digitalAssetsApp: downloadLinkSecret must be at least ${MIN_SECRET_LENGTH} characters (DOWNLOAD_LINK_SECRET)`);
  }
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const printFiles = createPrintFiles(opts.blobStore);
  const ctx: RouteContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    blobStore: opts.blobStore,
    secureCookies: opts.secureCookies ?? false,
    imageBaseUrl: opts.imageBaseUrl ?? '',
    uploadLimits: { ...UPLOAD_LIMITS, ...opts.uploadLimits },
    uploadRateLimit: opts.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT,
    maxUploadsPerOwner: opts.maxUploadsPerOwner ?? MAX_UPLOADS_PER_OWNER,
    downloadLinks: createDownloadLinks(opts.downloadLinkSecret),
    printFiles,
    artPdfs: createArtPdfs(opts.blobStore, printFiles, opts.renderArtPdf),
    certificates: createCertificates(opts.renderCertificate),
  };
  homeRoutes(app, ctx);
  assetRoutes(app, ctx);
  await uploadRoutes(app, ctx);
  purchaseRoutes(app, ctx);
  downloadRoutes(app, ctx);
  certificateRoutes(app, ctx);
  printRoutes(app, ctx);
}
