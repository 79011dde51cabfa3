import { fileURLToPath } from 'node:url';
import { mailSettingsOf } from '@storefront/mail';
import { readConfig, registerCsrf, serveStandalone, zodValidation } from '@storefront/server-kit';
import { createBlobStoreFromEnv } from '@storefront/uploads';
import crafterApp from './app';
import { serverConfig } from './server-config';

// Standalone crafter service: env → db → blob store → Fastify → anti-forgery → app → listen.
const config = readConfig(serverConfig);
const secure = config.SECURE_COOKIES ?? process.env.NODE_ENV === 'production';
// the workspace's .data, as the gateway's: one disk store by default (BLOB_STORE=s3 across machines)
const blobStore = createBlobStoreFromEnv(process.env, { dataDir: fileURLToPath(new URL('../../../.data', import.meta.url)) });
await serveStandalone(config, async (app, db) => {
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET, secureCookie: secure });
  app.log.info(`quote images stored in ${blobStore.description}`);
  await app.register(crafterApp, { db, blobStore, mail: mailSettingsOf(config, { pgliteDir: config.PGLITE_DIR }) });
});
