// Standalone entry (what `npm start` runs): config → database (migrate + seed on first run) →
// gateway with every service mounted → listen.
import { createDatabase, setupDatabase } from '@storefront/db';
import { buildGateway } from './app';
import { readGatewayConfig } from './config';

const config = readGatewayConfig();
const handle = await createDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
await setupDatabase(handle, { products: config.DEMO_PRODUCTS });
const app = await buildGateway({ config, db: handle.db });

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`\n  Storefront is running at http://localhost:${config.PORT}  (Canadian store: http://localhost:${config.PORT}/ca)\n`);
