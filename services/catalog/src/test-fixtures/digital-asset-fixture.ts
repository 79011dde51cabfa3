import { brands, categories, compositions, digitalAssets, prices, products, refreshSearchLexicon, skus, type Database } from '@storefront/db';
import { assetAttributes, LICENCES, licenceSku } from '@storefront/contracts';
import { assetArt } from '@storefront/design-document';
import type { SeededCatalog } from './catalog-fixture';

/**
 * Three digital assets beside the hand-made catalog, shaped as the demo catalog makes them: kind
 * `digital_asset` in the `digital` line, garment `design`, one composition in the art's dominant
 * colour with three pictures, SKUs `-STD` / `-EXT` sized by licence, no stock rows, the author as
 * brand, and the digital-assets service's row (author, formats, tags, art seed).
 */
export interface FixtureAsset {
  slug: string;
  catalogNumber: string;
  title: string;
  author: { slug: string; name: string };
  category: 'retro-designs' | 'floral-designs';
  /** the colour facet family of the art's dominant colour */
  family: string;
  artSeed: number;
  tags: string[];
  formats: string[];
  us: number;
  ca: number;
  unitsSold: number;
}

const SUNWAVE = { slug: 'sunwave-supply', name: 'Sunwave Supply Co.' };
const MAPLE = { slug: 'maple-and-moth', name: 'Maple & Moth' };

export const FIXTURE_ASSETS: FixtureAsset[] = [
  { slug: 'retro-sunset-badge', catalogNumber: 'DA100001', title: 'Retro Sunset Badge', author: SUNWAVE, category: 'retro-designs', family: 'yellow', artSeed: 600, tags: ['retro', 'sunset', 'badge', 'surf'], formats: ['png', 'svg'], us: 499, ca: 649, unitsSold: 40 },
  { slug: 'floral-daisy-seal', catalogNumber: 'DA100002', title: 'Floral Daisy Seal', author: MAPLE, category: 'floral-designs', family: 'pink', artSeed: 601, tags: ['floral', 'daisy', 'seal', 'wedding'], formats: ['png', 'svg', 'pdf'], us: 799, ca: 1099, unitsSold: 12 },
  { slug: 'groovy-rainbow-arch', catalogNumber: 'DA100003', title: 'Groovy Rainbow Arch', author: SUNWAVE, category: 'retro-designs', family: 'white', artSeed: 606, tags: ['retro', 'rainbow', 'arch', 'seventies'], formats: ['png', 'svg'], us: 399, ca: 549, unitsSold: 3 },
];

export async function seedDigitalAssets(db: Database, seeded: SeededCatalog): Promise<Record<string, number>> {
  const [root] = await db
    .insert(categories)
    .values({ slug: 'digital-designs', name: 'Digital Designs', businessLine: 'digital', position: 20 })
    .returning({ id: categories.id });
  const leaves = await db
    .insert(categories)
    .values([
      { slug: 'retro-designs', name: 'Retro Designs', parentId: root!.id, businessLine: 'digital', position: 0 },
      { slug: 'floral-designs', name: 'Floral Designs', parentId: root!.id, businessLine: 'digital', position: 1 },
    ])
    .returning({ id: categories.id, slug: categories.slug });
  const authors = await db.insert(brands).values([SUNWAVE, MAPLE]).returning({ id: brands.id, slug: brands.slug });
  const ids: Record<string, number> = {};
  for (const a of FIXTURE_ASSETS) {
    const [row] = await db
      .insert(products)
      .values({
        slug: a.slug,
        catalogNumber: a.catalogNumber,
        title: a.title,
        description: `${a.title} by ${a.author.name}.`,
        kind: 'digital_asset',
        businessLine: 'digital',
        brandId: authors.find((b) => b.slug === a.author.slug)!.id,
        categoryId: leaves.find((c) => c.slug === a.category)!.id,
        garment: 'design',
        unitsSold: a.unitsSold,
        createdAt: new Date('2024-06-01T00:00:00Z'),
        searchText: [a.title, a.author.name, 'Digital Designs', ...a.tags, ...a.formats, a.catalogNumber].join(' '),
        attributes: assetAttributes(a),
      })
      .returning({ id: products.id });
    const productId = row!.id;
    ids[a.slug] = productId;
    await db.insert(prices).values([
      { productId, store: 'us', minQty: 1, amount: a.us },
      { productId, store: 'ca', minQty: 1, amount: a.ca },
    ]);
    const [comp] = await db
      .insert(compositions)
      .values({ productId, colorName: 'Art palette', colorHex: assetArt({ seed: a.artSeed }).palette[0]!, colorFamily: a.family, position: 0, imageCount: 3 })
      .returning({ id: compositions.id });
    await db.insert(skus).values(LICENCES.map((licence, i) => ({ sku: licenceSku(a.catalogNumber, licence), compositionId: comp!.id, productId, size: licence, sizeOrder: i + 1 })));
    await db.insert(digitalAssets).values({ productId, author: a.author.name, formats: a.formats, tags: a.tags, artSeed: a.artSeed, standardPrintCap: 500 });
  }
  seeded.productIds = { ...seeded.productIds, ...ids };
  await refreshSearchLexicon(db);
  return ids;
}
