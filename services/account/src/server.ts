import { readConfig, registerCsrf, serveStandalone, zodValidation } from '@storefront/server-kit';
import { accountAlertSettings } from './alert-config';
import accountApp from './app';
import { accountRateLimits } from './rate-limit-config';
import { serverConfig } from './server-config';

// Standalone account service: env → db → Fastify → anti-forgery → app → listen.
const config = readConfig(serverConfig);
const secure = config.SECURE_COOKIES ?? process.env.NODE_ENV === 'production';
const alerts = accountAlertSettings(config, { pgliteDir: config.PGLITE_DIR });
await serveStandalone(config, async (app, db) => {
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET, secureCookie: secure });
  await app.register(accountApp, { prefix: '', db, secureCookies: secure, rateLimits: accountRateLimits(config), staffApiToken: config.STAFF_API_TOKEN, ...alerts });
});
