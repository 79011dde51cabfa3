import type { Database } from '@storefront/db';
import type { Mailer } from '@storefront/mail';
import type { BlobStore, UploadLimits } from '@storefront/uploads';

/** What every crafter route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  now: () => Date;
  blobStore: BlobStore;
  mailer: Mailer;
  /** the site's origin: the customer's quote link starts with it */
  publicOrigin: string;
  paymentProvider: string;
  imageBaseUrl: string;
  uploadLimits: UploadLimits;
}
