import type { Database } from '@storefront/db';
import type { RateLimitWindow } from '@storefront/server-kit';
import type { BlobStore, UploadLimits } from '@storefront/uploads';
import type { ArtPdfs } from '../domain/art-pdfs';
import type { Certificates } from '../domain/certificate-cache';
import type { DownloadLinks } from '../domain/download-links';
import type { PrintFiles } from '../domain/print-files';

/** What every digital-assets route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  now: () => Date;
  blobStore: BlobStore;
  /** mark the guest `cart` cookie Secure when this service sets it */
  secureCookies: boolean;
  /** prefix for image URLs ('' = same origin, as the catalog's) */
  imageBaseUrl: string;
  uploadLimits: UploadLimits;
  uploadRateLimit: RateLimitWindow;
  /** files one shopper may keep */
  maxUploadsPerOwner: number;
  downloadLinks: DownloadLinks;
  printFiles: PrintFiles;
  artPdfs: ArtPdfs;
  certificates: Certificates;
}
