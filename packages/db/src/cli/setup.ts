import { readSetupEnv } from './setup-env';
import { setupDatabase } from './setup-database';

// `pnpm --filter @storefront/db setup [-- --reset]`: migrate, and seed the demo catalog if empty.
try {
  const env = readSetupEnv();
  const { handle } = await setupDatabase({
    url: env.DATABASE_URL,
    dataDir: env.PGLITE_DATA_DIR,
    products: env.DEMO_PRODUCTS,
    seed: env.DEMO_SEED,
    reset: process.argv.slice(2).includes('--reset'),
    log: (line) => console.log(line),
  });
  await handle.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
