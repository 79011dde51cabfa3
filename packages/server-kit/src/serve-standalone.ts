import Fastify, { type FastifyInstance } from 'fastify';
import { createDatabase, migrate, type Database } from '@storefront/db';
import { clientErrorHandler } from './client-error-handler';
import { errorHandler, frameworkErrors } from './error-handler';
import { securityHeaders } from './security-headers';

export interface StandaloneConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  DATABASE_URL?: string | undefined;
  PGLITE_DIR?: string | undefined;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-* headers count (trustedProxiesKey); default none */
  TRUSTED_PROXIES?: string[] | false | undefined;
}

/**
 * A service on its own (ARCHITECTURE §1 "split when it grows"): database → Fastify with the
 * error handler and security headers → the service's own plugins (`setup`) → listen, closing
 * both cleanly on SIGINT/SIGTERM. Embedded PGlite starts empty and is migrated here; a real
 * PostgreSQL is migrated by its deploy step (pnpm db:setup).
 */
export async function serveStandalone(
  config: StandaloneConfig,
  setup: (app: FastifyInstance, db: Database) => Promise<void>,
): Promise<FastifyInstance> {
  const handle = await createDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  if (handle.kind === 'pglite') await migrate(handle);
  const app = Fastify({ logger: { level: config.LOG_LEVEL }, trustProxy: config.TRUSTED_PROXIES ?? false, frameworkErrors, clientErrorHandler });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await setup(app, handle.db);
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
