import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { licenceSku } from '@storefront/contracts';
import { brands, categories, compositions, inventory, prices, products, skus, warehouses, type Database } from '@storefront/db';

/** A digital asset as the catalog holds it (issue 13): one composition, a `-STD` and an `-EXT` SKU, priced per store at min_qty 1. */
export interface DigitalAssetFixture {
  productId: number;
  slug: string;
  title: string;
  catalogNumber: string;
  standard: { sku: string; skuId: number };
  extended: { sku: string; skuId: number };
  /** the catalog unit price (the standard licence's), minor units */
  price: { us: number; ca: number };
}

let assets = 0;

/**
 * Writes a digital asset product into the catalog the way the digital-assets area lays one out
 * (kind digital_asset, business line digital, garment design, the author as its brand), with its
 * two licence SKUs. `stockUnits` puts that many units on hand for the standard SKU in an active
 * warehouse, so a test can show they are never taken. `garment` (default `design`, a made-to-order
 * one) lets a test draw the asset as a stocked garment, to show the cart goes by the kind alone.
 * Test set-up writes catalog rows directly.
 */
export async function insertDigitalAsset(db: Database, opts: { us?: number; ca?: number; stockUnits?: number; garment?: string } = {}): Promise<DigitalAssetFixture> {
  const n = ++assets;
  const tag = randomBytes(3).toString('hex');
  const price = { us: opts.us ?? 1200, ca: opts.ca ?? 1500 };
  const [brand] = await db.insert(brands).values({ slug: `test-author-${tag}`, name: `Test Author ${n}` }).returning({ id: brands.id });
  const [category] = await db
    .insert(categories)
    .values({ slug: `test-designs-${tag}`, name: 'Test designs', businessLine: 'digital' })
    .returning({ id: categories.id });
  const catalogNumber = `DA${tag.toUpperCase()}`;
  const title = `Retro Sunset ${n}`;
  const [product] = await db
    .insert(products)
    .values({
      slug: `retro-sunset-${tag}`,
      catalogNumber,
      title,
      description: 'A sunset over the sea, in four colours.',
      kind: 'digital_asset',
      businessLine: 'digital',
      brandId: brand!.id,
      categoryId: category!.id,
      garment: opts.garment ?? 'design',
      searchText: `${title} ${catalogNumber}`,
    })
    .returning({ id: products.id, slug: products.slug });
  const [composition] = await db
    .insert(compositions)
    .values({ productId: product!.id, colorName: 'Full colour', colorHex: '#f97316', colorFamily: 'orange' })
    .returning({ id: compositions.id });
  const rows = await db
    .insert(skus)
    .values([
      { sku: licenceSku(catalogNumber, 'standard'), compositionId: composition!.id, productId: product!.id, size: 'standard', sizeOrder: 0 },
      { sku: licenceSku(catalogNumber, 'extended'), compositionId: composition!.id, productId: product!.id, size: 'extended', sizeOrder: 1 },
    ])
    .returning({ id: skus.id, sku: skus.sku, size: skus.size });
  await db.insert(prices).values([
    { productId: product!.id, store: 'us', minQty: 1, amount: price.us },
    { productId: product!.id, store: 'ca', minQty: 1, amount: price.ca },
  ]);
  const standard = rows.find((r) => r.size === 'standard')!;
  const extended = rows.find((r) => r.size === 'extended')!;
  if (opts.stockUnits !== undefined) {
    const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.active, true)).orderBy(warehouses.id).limit(1);
    await db.insert(inventory).values({ skuId: standard.id, warehouseId: warehouse!.id, onHand: opts.stockUnits });
  }
  return {
    productId: product!.id,
    slug: product!.slug,
    title,
    catalogNumber,
    standard: { sku: standard.sku, skuId: standard.id },
    extended: { sku: extended.sku, skuId: extended.id },
    price,
  };
}

/** One part of a hand-made multipart body: a text field, or a file. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it, for `inject` (fields in the order given, names may repeat). */
export function multipartForm(parts: readonly FormPart[], boundary = '----storefront-digital-add'): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.bytes);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual form: `sku` and `quantity` (and `store` when given). */
export function digitalAddForm(sku: string, quantity: number | string, store?: string) {
  return multipartForm([{ name: 'sku', value: sku }, { name: 'quantity', value: String(quantity) }, ...(store === undefined ? [] : [{ name: 'store', value: store }])]);
}
