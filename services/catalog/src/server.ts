import { fileURLToPath } from 'node:url';
import { persistentSecret, readConfig, registerCsrf, serveStandalone } from '@storefront/server-kit';
import { createBlobStoreFromEnv } from '@storefront/uploads';
import catalogApp, { catalogImagesApp } from './app';
import reviewsApp from './reviews-app';
import { serverConfig } from './server-config';

// Standalone catalog: env → db → Fastify → anti-forgery → apps → listen.
const config = readConfig(serverConfig);
// the workspace's .data, as the gateway's: one disk store by default (BLOB_STORE=s3 across machines)
const blobStore = createBlobStoreFromEnv(process.env, { dataDir: fileURLToPath(new URL('../../../.data', import.meta.url)) });
await serveStandalone(config, async (app, db) => {
  // review writes carry the gateway's anti-forgery token, checked here too
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET ?? persistentSecret('cookie-secret') });
  await app.register(catalogApp, { prefix: '/api', db, publicBaseUrl: config.PUBLIC_BASE_URL, staffApiToken: config.STAFF_API_TOKEN, watchCatalogVersion: true });
  await app.register(reviewsApp, { prefix: '/api', db, blobStore, captchaSecret: config.CAPTCHA_SECRET ?? persistentSecret('captcha-secret') });
  await app.register(catalogImagesApp, { db });
});
