import { z } from 'zod';
import { persistentSecret, servicePlugin, type ServiceMount } from '@storefront/server-kit';
import catalogApp, { catalogImagesApp } from './app';
import { captchaKeys } from './captcha-config';
import reviewsApp from './reviews-app';

const captchaSettings = z.object(captchaKeys);

/**
 * How the gateway mounts the catalog in-process: the API under /api (with the staff token), the
 * product images at the root. The catalog version is held from its announcements on PostgreSQL too
 * (app.ts `watchCatalogVersion`): a cached answer then costs no database round trip.
 */
export const serviceMount: ServiceMount = ({ db, staffApiToken, blobStore, settings }) => {
  const { CAPTCHA_SECRET } = captchaSettings.parse(settings);
  return [
    servicePlugin(catalogApp, { prefix: '/api', db, staffApiToken, watchCatalogVersion: true }),
    // reviews: photos in the shared blob store; the vote captcha signed with CAPTCHA_SECRET, or one generated once into .data/
    servicePlugin(reviewsApp, { prefix: '/api', db, blobStore, captchaSecret: CAPTCHA_SECRET ?? persistentSecret('captcha-secret') }),
    servicePlugin(catalogImagesApp, { db }),
  ];
};
