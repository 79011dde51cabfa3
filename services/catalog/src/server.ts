import Fastify from 'fastify';
import { createDatabase, migrate } from '@storefront/db';
import { errorHandler, frameworkErrors, readConfig, securityHeaders } from '@storefront/server-kit';
import catalogApp, { catalogImagesApp } from './app';
import { serverConfig } from './server-config';

// Standalone catalog (ARCHITECTURE §1 "split when it grows"): env → db → Fastify → app → listen.
const config = readConfig(serverConfig);
const handle = await createDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
// Embedded PGlite starts empty; a real PostgreSQL is migrated by its deploy step (pnpm db:setup).
if (handle.kind === 'pglite') await migrate(handle);

const app = Fastify({ logger: { level: config.LOG_LEVEL }, trustProxy: true, frameworkErrors });
await app.register(errorHandler);
await app.register(securityHeaders);
await app.register(catalogApp, { prefix: '/api', db: handle.db, publicBaseUrl: config.PUBLIC_BASE_URL });
await app.register(catalogImagesApp, {});

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
