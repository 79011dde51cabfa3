import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import catalogApp, { catalogImagesApp } from './app';

/**
 * How the gateway mounts the catalog in-process: the API under /api (with the staff token), the
 * product images at the root. The catalog version is held from its announcements on PostgreSQL too
 * (app.ts `watchCatalogVersion`): a cached answer then costs no database round trip.
 */
export const serviceMount: ServiceMount = ({ db, staffApiToken }) => [
  servicePlugin(catalogApp, { prefix: '/api', db, staffApiToken, watchCatalogVersion: true }),
  servicePlugin(catalogImagesApp, { db }),
];
