import { sql } from 'drizzle-orm';
import { DEFAULT_STANDARD_PRINT_CAP, LICENCES, licenceSku } from '@storefront/contracts';
import { brands, businessLines, categories, compositions, digitalAssets, prices, products, skus, type Database } from '@storefront/db';

// Digital assets written straight into the test database as the catalog and this service keep
// them (the lead's data model): a product of kind digital_asset, business line digital, garment
// design, one composition and the two licence SKUs, priced per store; the author's studio is its
// brand; and this service's row (author, formats, tags, seed, cap).

export interface TestAsset {
  productId: number;
  slug: string;
  title: string;
  catalogNumber: string;
  author: string;
  compositionId: number;
  /** unit prices (the standard licence's) per store */
  prices: { us: number; ca: number };
}

export interface AssetSpec {
  slug: string;
  title?: string;
  author?: string;
  category?: string;
  unitsSold?: number;
  createdAt?: Date;
  /** null: no cap; default the standard 500 */
  standardPrintCap?: number | null;
  podAsIs?: boolean;
  formats?: string[];
  tags?: string[];
  artSeed?: number;
  prices?: { us?: number; ca?: number | null };
  /** a product of another kind (for the "not a digital asset" refusals): no asset row */
  kind?: string;
}

let numbers = 0;

async function upsertReference(db: Database, author: string, category: string): Promise<{ brandId: number; categoryId: number }> {
  await db.insert(businessLines).values({ key: 'digital', label: 'Digital Assets', position: 6 }).onConflictDoNothing();
  const brandSlug = author.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [brand] = await db
    .insert(brands)
    .values({ slug: brandSlug, name: author })
    .onConflictDoUpdate({ target: brands.slug, set: { name: sql`excluded.name` } })
    .returning({ id: brands.id });
  const [cat] = await db
    .insert(categories)
    .values({ slug: category, name: category.replace(/-/g, ' '), businessLine: 'digital' })
    .onConflictDoUpdate({ target: categories.slug, set: { name: sql`excluded.name` } })
    .returning({ id: categories.id });
  return { brandId: brand!.id, categoryId: cat!.id };
}

export async function insertAsset(db: Database, spec: AssetSpec): Promise<TestAsset> {
  const author = spec.author ?? 'Sunny Side Studio';
  const title = spec.title ?? `Design ${spec.slug}`;
  const catalogNumber = `DA${String(5000 + ++numbers)}`;
  const unit = { us: spec.prices?.us ?? 1200, ca: spec.prices?.ca === undefined ? 1500 : spec.prices.ca };
  const { brandId, categoryId } = await upsertReference(db, author, spec.category ?? 'retro-designs');
  const [product] = await db
    .insert(products)
    .values({
      slug: spec.slug,
      catalogNumber,
      title,
      description: `${title}, a design by ${author}.`,
      kind: spec.kind ?? 'digital_asset',
      businessLine: 'digital',
      brandId,
      categoryId,
      garment: 'design',
      unitsSold: spec.unitsSold ?? 0,
      createdAt: spec.createdAt ?? new Date(),
      searchText: `${title} ${author} ${catalogNumber}`,
    })
    .returning({ id: products.id });
  const productId = product!.id;
  const [composition] = await db
    .insert(compositions)
    .values({ productId, colorName: 'Full colour', colorHex: '#f5f5f4', colorFamily: 'multi', imageCount: 3 })
    .returning({ id: compositions.id });
  await db.insert(skus).values(LICENCES.map((licence, i) => ({ sku: licenceSku(catalogNumber, licence), compositionId: composition!.id, productId, size: licence, sizeOrder: i })));
  await db.insert(prices).values([
    { productId, store: 'us', minQty: 1, amount: unit.us },
    ...(unit.ca === null ? [] : [{ productId, store: 'ca', minQty: 1, amount: unit.ca }]),
  ]);
  if ((spec.kind ?? 'digital_asset') === 'digital_asset') {
    await db.insert(digitalAssets).values({
      productId,
      author,
      formats: spec.formats ?? ['png', 'svg', 'pdf'],
      tags: spec.tags ?? ['retro'],
      artSeed: spec.artSeed ?? 1001,
      standardPrintCap: spec.standardPrintCap === undefined ? DEFAULT_STANDARD_PRINT_CAP : spec.standardPrintCap,
      podAsIs: spec.podAsIs ?? false,
    });
  }
  return { productId, slug: spec.slug, title, catalogNumber, author, compositionId: composition!.id, prices: { us: unit.us, ca: unit.ca ?? 0 } };
}
