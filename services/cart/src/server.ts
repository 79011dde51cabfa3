import { fileURLToPath } from 'node:url';
import { readConfig, registerCsrf, serveStandalone, zodValidation } from '@storefront/server-kit';
import { createBlobStoreFromEnv } from '@storefront/uploads';
import cartApp from './app';
import { serverConfig } from './server-config';

// Standalone cart service: env → db → Fastify → anti-forgery → app → listen.
const config = readConfig(serverConfig);
const blobStore = createBlobStoreFromEnv(process.env, { dataDir: fileURLToPath(new URL('../../../.data', import.meta.url)) });
const secure = config.SECURE_COOKIES ?? process.env.NODE_ENV === 'production';
await serveStandalone(config, async (app, db) => {
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET, secureCookie: secure });
  // the same store the design lab writes uploads to (BLOB_STORE / BLOB_DIR / S3_*): mockups and print files read it
  await app.register(cartApp, { prefix: '', db, secureCookies: secure, staffApiToken: config.STAFF_API_TOKEN, blobStore });
});
