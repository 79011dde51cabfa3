import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { designLabUploads, rowsOf, seedDemoMadeProducts, type Database } from '@storefront/db';
import type { DesignDocument, Layer } from '@storefront/design-document';
import { GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { createTestDatabase, type TestBrowser } from '@storefront/testing';
import type { ArtworkBlobs } from '../domain/made/artwork';
import type { CartOptions } from '../app';
import { buildTestApp, type TestApp } from './test-app';
import { setStock } from './catalog-picks';
import { solidPng } from '@storefront/testing';

export const STAFF_TOKEN = 'staff-token-for-cart-tests-0123456789';

/** A blob store in memory with the one method the cart reads (the real drivers live in @storefront/uploads). */
export function memoryBlobs(): ArtworkBlobs & { put(key: string, bytes: Uint8Array, contentType: string): void } {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async get(key) {
      return objects.get(key) ?? null;
    },
    put(key, bytes, contentType) {
      objects.set(key, { bytes, contentType });
    },
  };
}

export interface MadeTestApp extends TestApp {
  blobs: ReturnType<typeof memoryBlobs>;
}

/** The cart on a fresh database with the demo catalog and the design lab's made products, an in-memory blob store and a staff token. */
export async function buildMadeTestApp(opts: Omit<CartOptions, 'db'> = {}): Promise<MadeTestApp> {
  const blobs = memoryBlobs();
  const handle = await createTestDatabase();
  const t = await buildTestApp({ blobStore: blobs, staffApiToken: STAFF_TOKEN, ...opts }, handle);
  await seedDemoMadeProducts(handle.db);
  return { ...t, blobs };
}

export interface MadeTee {
  slug: string;
  productId: number;
  title: string;
  compositionId: number;
  colorName: string;
  /** the colour's sizes in size order */
  sizes: { sku: string; skuId: number; size: string }[];
  /** the blank's unit price in the store (min_qty 1) */
  listPrice: { us: number; ca: number };
}

/** A made tee (front and back areas) whose colour has at least three sizes, each stocked with 100 units. */
export async function pickMadeTee(db: Database, skip = 0): Promise<MadeTee> {
  const [made] = rowsOf<{ slug: string; productId: number; title: string; compositionId: number; colorName: string }>(
    await db.execute(sql`
      select m.slug, m.catalog_product_id as "productId", p.title, c.id as "compositionId", c.color_name as "colorName"
      from design_lab.made_products m
      join catalog.products p on p.id = m.catalog_product_id
      join catalog.compositions c on c.product_id = p.id
      where m.garment_type = 'tee'
        and (select count(*) from catalog.skus s where s.composition_id = c.id) >= 3
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'ca' and pr.min_qty = 1)
      order by m.id, c.position, c.id
      offset ${skip} limit 1`),
  );
  if (!made) throw new Error('the demo catalog has no made tee with three sizes');
  const sizes = rowsOf<{ sku: string; skuId: number; size: string }>(
    await db.execute(sql`select sku, id as "skuId", size from catalog.skus where composition_id = ${made.compositionId} order by size_order, id`),
  );
  for (const s of sizes) await setStock(db, s.skuId, 100);
  const prices = rowsOf<{ store: 'us' | 'ca'; amount: number }>(
    await db.execute(sql`select store, amount from catalog.prices where product_id = ${made.productId} and min_qty = 1`),
  );
  const price = (store: 'us' | 'ca') => Number(prices.find((p) => p.store === store)!.amount);
  return { ...made, sizes, listPrice: { us: price('us'), ca: price('ca') } };
}

export function textLayer(id: string, over: Partial<Layer> = {}): Layer {
  return { id, kind: 'text', x: 6, y: 4, width: 8, height: 2, rotation: 0, locked: false, text: 'Hello', font: 'inter', color: '#1a2b3c', outline: null, align: 'center', curve: 0, ...over } as Layer;
}

export function imageLayer(id: string, upload: string, over: Partial<Layer> = {}): Layer {
  return { id, kind: 'image', x: 6, y: 6, width: 4, height: 4, rotation: 0, locked: false, upload, ...over } as Layer;
}

export function designOn(tee: MadeTee, sides: Partial<Record<'front' | 'back', Layer[]>> = { front: [textLayer('t1')] }): DesignDocument {
  return { version: 2, product: tee.slug, color: String(tee.compositionId), sides: Object.fromEntries(Object.entries(sides).map(([s, layers]) => [s, { layers }])) } as DesignDocument;
}

/** The identity a browser shops as: its user (when signed in) or its guest cookie. */
export type ShopperIdentity = { userId: string } | { browser: TestBrowser };

/**
 * An upload owned by the shopper, as the design lab stores one: a PNG of `width` × `height` in the
 * blob store and its row (test set-up writes the design lab's table directly). A guest browser
 * without a cart cookie gets one first, as the design lab's upload would set it.
 */
export async function insertUpload(t: MadeTestApp, who: ShopperIdentity, width: number, height: number): Promise<string> {
  let owner: { userId: string | null; guestTokenHash: string | null };
  if ('userId' in who) owner = { userId: who.userId, guestTokenHash: null };
  else {
    let token = who.browser.cookie(GUEST_CART_COOKIE);
    if (!token) {
      token = randomBytes(32).toString('base64url');
      who.browser.jar.set(GUEST_CART_COOKIE, token);
    }
    owner = { userId: null, guestTokenHash: hashGuestCartToken(token) };
  }
  const png = solidPng(width, height);
  const key = `uploads/test/${randomUUID()}.png`;
  t.blobs.put(key, png, 'image/png');
  const [row] = await t.handle.db
    .insert(designLabUploads)
    .values({ ...owner, blobKey: key, contentType: 'image/png', kind: 'raster', width, height, byteSize: png.length, sha256: 'test', displayName: 'art.png' })
    .returning({ id: designLabUploads.id });
  return row!.id;
}

/** The tee's print areas in inches, by side, read from the design lab's table (what the expected prices are computed with). */
export async function teeAreas(db: Database): Promise<Record<string, { width: number; height: number }>> {
  const rows = rowsOf<{ side: string; width: number; height: number }>(
    await db.execute(sql`select side, width_in as width, height_in as height from design_lab.print_areas where garment_type = 'tee'`),
  );
  return Object.fromEntries(rows.map((r) => [r.side, { width: Number(r.width), height: Number(r.height) }]));
}

/** Rows of the cart's tables, to show a refused write changed nothing. */
export async function cartTables(db: Database): Promise<unknown[]> {
  return Promise.all(
    ['carts', 'line_items', 'made_designs', 'dtf_prints', 'gang_sheets'].map(async (table) => rowsOf(await db.execute(sql.raw(`select * from cart.${table} order by id`)))),
  );
}
