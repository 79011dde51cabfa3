import { fileURLToPath } from 'node:url';
import { readConfig, registerCsrf, serveStandalone, zodValidation } from '@storefront/server-kit';
import { createBlobStoreFromEnv } from '@storefront/uploads';
import digitalAssetsApp from './app';
import { serverConfig } from './server-config';

// Standalone digital-assets service: env → db → blob store → Fastify → anti-forgery → app → listen.
const config = readConfig(serverConfig);
const secure = config.SECURE_COOKIES ?? process.env.NODE_ENV === 'production';
// the workspace's .data, as the gateway's: split or embedded, one disk store by default (set
// BLOB_STORE=s3 when the processes run on different machines)
const blobStore = createBlobStoreFromEnv(process.env, { dataDir: fileURLToPath(new URL('../../../.data', import.meta.url)) });
await serveStandalone(config, async (app, db) => {
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET, secureCookie: secure });
  app.log.info(`uploads stored in ${blobStore.description}`);
  await app.register(digitalAssetsApp, { db, blobStore, secureCookies: secure, downloadLinkSecret: config.DOWNLOAD_LINK_SECRET });
});
