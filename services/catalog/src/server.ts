import { readConfig, serveStandalone } from '@storefront/server-kit';
import catalogApp, { catalogImagesApp } from './app';
import { serverConfig } from './server-config';

// Standalone catalog: env → db → Fastify → app → listen.
const config = readConfig(serverConfig);
await serveStandalone(config, async (app, db) => {
  await app.register(catalogApp, { prefix: '/api', db, publicBaseUrl: config.PUBLIC_BASE_URL, staffApiToken: config.STAFF_API_TOKEN, watchCatalogVersion: true });
  await app.register(catalogImagesApp, { db });
});
