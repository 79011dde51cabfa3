import type { Database } from '@storefront/db';
import type { RateLimitWindow } from '@storefront/server-kit';
import type { BlobStore, UploadLimits } from '@storefront/uploads';
import type { DtfJobs } from '../domain/dtf/dtf-jobs';

/** What every design-lab route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  now: () => Date;
  /** mark the guest `cart` cookie Secure when this service sets it */
  secureCookies: boolean;
  /** prefix for image URLs ('' = same origin, as the catalog's) */
  imageBaseUrl: string;
  /** where uploaded artwork lives (the gateway's one store) */
  blobStore: BlobStore;
  /** what an upload is held to (@storefront/uploads' limits, a test may lower them) */
  uploadLimits: UploadLimits;
  /** uploads per owner per window */
  uploadRateLimit: RateLimitWindow;
  /** the tool runs on DTF artworks (progress, cancel), one per plugin instance */
  dtfJobs: DtfJobs;
}
