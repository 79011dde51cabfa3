import { readConfig, registerCsrf, serveStandalone, zodValidation } from '@storefront/server-kit';
import digitalAssetsApp from './app';
import { serverConfig } from './server-config';

// Standalone digital-assets service: env → db → Fastify → anti-forgery → app → listen.
const config = readConfig(serverConfig);
const secure = config.SECURE_COOKIES ?? process.env.NODE_ENV === 'production';
await serveStandalone(config, async (app, db) => {
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET, secureCookie: secure });
  await app.register(digitalAssetsApp, { db });
});
