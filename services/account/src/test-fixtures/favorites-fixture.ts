import { and, asc, eq } from 'drizzle-orm';
import { favoritesResponse, type FavoritesResponse } from '@storefront/contracts';
import { prices, products, seedDemoCatalog, type Database } from '@storefront/db';
import type { AccountOptions } from '../app';
import { buildTestApp, type TestApp, type TestBrowser } from './test-app';

export interface CatalogProduct {
  id: number;
  slug: string;
  title: string;
  businessLine: string;
  garment: string;
  kind: string;
}

/**
 * The account app on a fresh database with the demo catalog (favorites need products to point at).
 * No timers unless asked: tests run the jobs themselves.
 */
export async function buildFavoritesTestApp(productCount: number, opts: Omit<AccountOptions, 'db'> = {}): Promise<TestApp & { catalog: CatalogProduct[] }> {
  const t = await buildTestApp({ housekeepingIntervalMs: 0, alertsIntervalMs: 0, ...opts });
  await seedDemoCatalog(t.handle.db, { products: productCount });
  return { ...t, catalog: await catalogProducts(t.handle.db) };
}

async function catalogProducts(db: Database): Promise<CatalogProduct[]> {
  return db
    .select({ id: products.id, slug: products.slug, title: products.title, businessLine: products.businessLine, garment: products.garment, kind: products.kind })
    .from(products)
    .orderBy(asc(products.id));
}

/** The unit price of a product in a store, as the catalog holds it. */
export async function unitPrice(db: Database, productId: number, store: 'us' | 'ca'): Promise<number> {
  const [row] = await db
    .select({ amount: prices.amount })
    .from(prices)
    .where(and(eq(prices.productId, productId), eq(prices.store, store), eq(prices.minQty, 1)));
  if (!row) throw new Error(`product ${productId} has no unit price in ${store}`);
  return row.amount;
}

/** GET /api/users/favorites, checked against its contract. */
export async function favoritesOf(b: TestBrowser, query = ''): Promise<FavoritesResponse> {
  const res = await b.get(`/api/users/favorites${query}`);
  if (res.statusCode !== 200) throw new Error(`favorites: ${res.statusCode} ${res.body}`);
  return favoritesResponse.parse(res.json());
}

export const uniqueEmail = (who: string) => `${who}-${Math.random().toString(36).slice(2)}@example.com`;
