import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import catalogApp, { catalogImagesApp } from './app';

/** How the gateway mounts the catalog in-process: the API under /api (with the staff token), the product images at the root. */
export const serviceMount: ServiceMount = ({ db, staffApiToken }) => [
  servicePlugin(catalogApp, { prefix: '/api', db, staffApiToken }),
  servicePlugin(catalogImagesApp, { db }),
];
