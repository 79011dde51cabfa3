import Fastify from 'fastify';
import { createDatabase, migrate } from '@storefront/db';
import { errorHandler, frameworkErrors, readConfig, registerCsrf, securityHeaders, zodValidation } from '@storefront/server-kit';
import accountApp from './app';
import { serverConfig } from './server-config';

// Standalone account service (ARCHITECTURE §1 "split when it grows"): env → db → Fastify → app → listen.
const config = readConfig(serverConfig);
const handle = await createDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
// Embedded PGlite starts empty; a real PostgreSQL is migrated by its deploy step (pnpm db:setup).
if (handle.kind === 'pglite') await migrate(handle);

const secure = config.SECURE_COOKIES ?? process.env.NODE_ENV === 'production';
const app = Fastify({ logger: { level: config.LOG_LEVEL }, trustProxy: true, frameworkErrors });
await app.register(errorHandler);
await app.register(zodValidation);
await app.register(securityHeaders);
await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET, secureCookie: secure });
await app.register(accountApp, { prefix: '', db: handle.db, secureCookies: secure });

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
