import type { FastifyInstance } from 'fastify';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';

/** The gateway as `npm start` composes it (every service mounted), on a fresh, small demo catalog. */
export async function buildFuzzGateway(opts: { products?: number; logErrors?: boolean } = {}): Promise<{ app: FastifyInstance; handle: DatabaseHandle; close(): Promise<void> }> {
  const handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: opts.products ?? 40 });
  const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'fuzz-cookie-secret-'.padEnd(40, 'x'), LOG_LEVEL: 'error' });
  const app = await buildGateway({ config, db: handle.db, logger: opts.logErrors ?? false });
  await app.ready();
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
