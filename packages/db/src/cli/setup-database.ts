import { sql } from 'drizzle-orm';
import { createDatabase, DEFAULT_DATA_DIR, type DatabaseHandle } from '../client/create-database';
import { migrate } from '../client/migrate';
import { DEFAULT_DEMO_PRODUCTS } from '../demo/generate-catalog';
import { seedContentPages } from '../demo/content/seed-content-pages';
import { seedDemoCoupons } from '../demo/demo-coupons';
import { countProducts, seedDemoCatalogIn, type SeedDemoCatalogResult } from '../demo/seed-demo-catalog';
import { seedDemoMadeProducts } from '../demo/made/seed-made-products';

export interface SetupDatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used */
  url?: string;
  /** PGlite data folder or 'memory' */
  dataDir?: string;
  /** an already open database (the gateway's); it is left open */
  handle?: DatabaseHandle;
  /** demo catalog size when seeding; default 2,400 */
  products?: number;
  seed?: number;
  /** empty the catalog first and seed again */
  reset?: boolean;
  /** progress and outcome lines; console.log by default, pass () => {} to silence */
  log?: (line: string) => void;
}

export interface SetupDatabaseResult {
  /** open; the caller closes it */
  handle: DatabaseHandle;
  /** false when the catalog already had products */
  seeded: boolean;
  /** what this run wrote, or null when it seeded nothing */
  counts: SeedDemoCatalogResult | null;
  /** products in the catalog afterwards */
  products: number;
  /** the whole setup: open, migrate, check and seed */
  seconds: number;
}

/** Serialises concurrent setups (two service instances starting at once) on PostgreSQL. */
const SEED_LOCK_KEY = 7_160_342_001;

/** Everything in the catalog schema, children first; CASCADE also empties other areas' rows that point into it. */
const CATALOG_TABLES = ['product_listing', 'search_lexicon', 'inventory', 'prices', 'skus', 'compositions', 'product_materials', 'products', 'categories', 'brands', 'warehouses', 'business_lines'];

/** Logs every 5% (and the last chunk), enough to show life on a 100,000-product seed without flooding. */
function progressLogger(log: (line: string) => void) {
  let lastStep = -1;
  return (done: number, total: number) => {
    const step = Math.floor((done / total) * 20);
    if (step === lastStep && done !== total) return;
    lastStep = step;
    log(`Seeding demo catalog: ${done}/${total} products`);
  };
}

/**
 * Migrates, then seeds the demo catalog only when it is empty, so running it twice is safe;
 * `reset` truncates the catalog and seeds again. Check, truncate and seed share one transaction
 * under an advisory lock: a crash leaves the previous catalog, and two instances never both seed.
 */
export async function setupDatabase(handle: DatabaseHandle, opts?: Omit<SetupDatabaseOptions, 'handle' | 'url' | 'dataDir'>): Promise<SetupDatabaseResult>;
export async function setupDatabase(opts?: SetupDatabaseOptions): Promise<SetupDatabaseResult>;
export async function setupDatabase(first: DatabaseHandle | SetupDatabaseOptions = {}, rest: SetupDatabaseOptions = {}): Promise<SetupDatabaseResult> {
  const opts: SetupDatabaseOptions = isHandle(first) ? { ...rest, handle: first } : first;
  const started = performance.now();
  const log = opts.log ?? ((line: string) => console.log(line));
  const handle = opts.handle ?? (await createDatabase({ url: opts.url, dataDir: opts.dataDir }));
  try {
    if (!opts.handle) log(handle.kind === 'postgres' ? `Database: PostgreSQL (${redact(opts.url ?? '')})` : `Database: PGlite (${opts.dataDir ?? DEFAULT_DATA_DIR})`);
    await migrate(handle);
    log('Migrations applied');
    const total = opts.products ?? DEFAULT_DEMO_PRODUCTS;
    const seedStarted = performance.now();
    const outcome = await handle.db.transaction(async (db) => {
      await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (opts.reset) {
        await db.execute(sql.raw(`truncate table ${CATALOG_TABLES.map((t) => `catalog.${t}`).join(', ')} restart identity cascade`));
        log('Catalog emptied (--reset)');
      }
      const existing = await countProducts(db);
      const seeded =
        existing > 0
          ? { counts: null, products: existing }
          : await seedDemoCatalogIn(db, { products: total, seed: opts.seed, onProgress: progressLogger(log) }).then((counts) => ({ counts, products: counts.products }));
      // the design lab's made products come from the catalog's blanks: seeded while there are none
      const made = await seedDemoMadeProducts(db);
      if (made.madeProducts > 0) log(`Seeded ${fmt(made.madeProducts)} made products (design lab)`);
      return seeded;
    });
    // demo codes the README lists (WELCOME10 …); inserted once, never overwritten
    await seedDemoCoupons(handle.db);
    // help, FAQ and the other content pages, in both stores; staff edits are never overwritten
    const pages = await seedContentPages(handle.db);
    if (pages > 0) log(`Seeded ${fmt(pages)} content pages`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    log(
      outcome.counts
        ? `Seeded ${fmt(outcome.counts.products)} products, ${fmt(outcome.counts.compositions)} colours, ${fmt(outcome.counts.skus)} SKUs in ${seedSeconds.toFixed(1)} s`
        : `Catalog already seeded (${fmt(outcome.products)} products); nothing to do`,
    );
    const seconds = (performance.now() - started) / 1000;
    return { handle, seeded: outcome.counts !== null, counts: outcome.counts, products: outcome.products, seconds };
  } catch (err) {
    if (!opts.handle) await handle.close();
    throw err;
  }
}

const isHandle = (x: DatabaseHandle | SetupDatabaseOptions): x is DatabaseHandle => 'db' in x && 'kind' in x && 'close' in x;

const fmt = (n: number) => n.toLocaleString('en-US');

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'invalid URL';
  }
}
