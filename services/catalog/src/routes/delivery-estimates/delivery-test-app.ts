import Fastify, { type FastifyInstance } from 'fastify';
import { compositions, inventory, products, skus, warehouses, type Database } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import catalogApp from '../../app';
import { seedCatalog, type SeededCatalog } from '../../test-fixtures/catalog-fixture';

export interface DeliveryTestApp {
  app: FastifyInstance;
  db: Database;
  seeded: SeededCatalog;
  /** 48 compositions of one tee, stocked only in the Atlanta building: composition i has i+1 units */
  batch: number[];
  /** move the app's clock */
  setNow(iso: string): void;
  close(): Promise<void>;
}

/** The catalog fixture plus an Atlanta warehouse and a 48-colour tee, with an injectable clock. */
export async function buildDeliveryTestApp(startAt: string): Promise<DeliveryTestApp> {
  const handle = await createTestDatabase();
  const seeded = await seedCatalog(handle.db);
  const batch = await seedBatch(handle.db, seeded);
  let now = new Date(startAt);
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  // no listing index: its background load would run statements while a test counts the estimates'
  await app.register(catalogApp, { prefix: '/api', db: handle.db, now: () => now, listingIndex: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    seeded,
    batch,
    setNow(iso) {
      now = new Date(iso);
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

async function seedBatch(db: Database, seeded: SeededCatalog): Promise<number[]> {
  const [atl] = await db.insert(warehouses).values({ code: 'ATL', name: 'Atlanta, GA', country: 'US', timeZone: 'America/New_York' }).returning({ id: warehouses.id });
  const [product] = await db
    .insert(products)
    .values({
      slug: 'rainbow-tee',
      catalogNumber: 'R48',
      title: 'Rainbow Tee',
      description: 'Forty-eight colours.',
      kind: 'blank',
      businessLine: 'blanks',
      brandId: seeded.brandIds.gildan!,
      categoryId: seeded.categoryIds['t-shirts']!,
      garment: 'tee',
      searchText: 'rainbow tee',
    })
    .returning({ id: products.id });
  const comps = await db
    .insert(compositions)
    .values(Array.from({ length: 48 }, (_, i) => ({ productId: product!.id, colorName: `Colour ${i}`, colorHex: '#123456', colorFamily: 'multi', position: i })))
    .returning({ id: compositions.id });
  // two sizes: M carries the stock, S one unit less, so "the size with the most stock" is M
  const skuRows = await db
    .insert(skus)
    .values(comps.flatMap((c, i) => [
      { sku: `R48-${i}-S`, compositionId: c.id, productId: product!.id, size: 'S', sizeOrder: 1 },
      { sku: `R48-${i}-M`, compositionId: c.id, productId: product!.id, size: 'M', sizeOrder: 2 },
    ]))
    .returning({ id: skus.id, sku: skus.sku });
  await db.insert(inventory).values(
    skuRows.map((s) => {
      const i = Number(s.sku.split('-')[1]);
      return { skuId: s.id, warehouseId: atl!.id, onHand: s.sku.endsWith('-M') ? i + 1 : i };
    }),
  );
  return comps.map((c) => c.id);
}
