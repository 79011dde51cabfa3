import { sql } from 'drizzle-orm';
import { MATERIALS, SORTS } from '@storefront/contracts';
import { rowsOf, type Database } from '@storefront/db';

// Listing queries generated from the catalog's own values, shared by the equivalence tests (the
// read model against the legacy joins, the in-memory index against SQL): the same generator, so
// both hold their paths to the same variety of filters, sorts, pages and stores.

export interface CatalogValues {
  categories: string[];
  brands: string[];
  families: string[];
  sizes: string[];
  materials: string[];
  formats: string[];
  tags: string[];
}

/** The filter values the catalog really has, so generated queries find products. */
export async function catalogValues(db: Database): Promise<CatalogValues> {
  const col = async (q: ReturnType<typeof sql>) => rowsOf<{ v: string }>(await db.execute(q)).map((r) => r.v);
  return {
    categories: await col(sql`select slug as v from catalog.categories order by id`),
    brands: await col(sql`select slug as v from catalog.brands order by id`),
    families: await col(sql`select distinct color_family as v from catalog.compositions order by 1`),
    sizes: await col(sql`select distinct size as v from catalog.skus order by 1`),
    materials: await col(sql`select distinct material as v from catalog.product_materials order by 1`),
    formats: await col(sql`select distinct lower(f) as v from digital_assets.assets, unnest(formats) f order by 1`),
    tags: await col(sql`select distinct lower(t) as v from digital_assets.assets, unnest(tags) t order by 1`),
  };
}

/** mulberry32: the same generated queries on every run */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEARCHES = ['tee', 'hoody', 'gildn blak', 'hoody blak', 'sticker', 'stiker', 'mug', 'zzzqqq', 'black hoodie', 'dtf', 'canvas'];
const LINES = ['transfers', 'stickers', 'spangles', 'blanks', 'print', 'digital'];

/** One query string's parameters; `search` adds a term to a quarter of them. */
export function generatedListingQuery(rnd: () => number, values: CatalogValues, opts: { search: boolean }): Record<string, string> {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const some = (xs: readonly string[]) => [...new Set([pick(xs), pick(xs), pick(xs)].slice(0, 1 + Math.floor(rnd() * 3)))].join(',');
  const q: Record<string, string> = {};
  if (rnd() < 0.35) q.category = pick(values.categories);
  else if (rnd() < 0.2) q.collection = pick(['clothing', 'threads', 'designs', 'threads/products', `designs/${pick(values.categories)}`]);
  if (opts.search && rnd() < 0.25) q.search = pick(SEARCHES);
  if (rnd() < 0.2) q.brand = pick(values.brands);
  if (rnd() < 0.35) q.line = some(LINES);
  if (rnd() < 0.15) q.line_filter = pick(['Customizable', 'Blanks']);
  if (rnd() < 0.35) q.color = rnd() < 0.1 ? 'no-such-colour' : some(values.families);
  if (rnd() < 0.3) q.size = some(values.sizes);
  if (rnd() < 0.25) q.price_min = String(Math.floor(rnd() * 2000));
  if (rnd() < 0.25) q.price_max = String(Number(q.price_min ?? 0) + Math.floor(rnd() * 4000));
  if (rnd() < 0.3) {
    const lo = Math.floor(rnd() * 60);
    q[`${pick(values.materials)}_range`] = `${lo},${lo + Math.floor(rnd() * (101 - lo))}`;
  }
  if (rnd() < 0.1) q[`${pick(MATERIALS)}_range`] = '0,100';
  // a fifth ask for designs by file format and/or tag, keeping colour and price: the garment
  // categories, brands, sizes, fibre ranges and search terms picked above would only ever find
  // nothing there (and a catalog without designs finds nothing)
  if (rnd() < 0.2) {
    for (const key of ['search', 'category', 'collection', 'brand', 'size', 'line_filter']) delete q[key];
    if (q.line && rnd() < 0.5) q.line = 'digital';
    const both = rnd() < 0.3;
    if (both || rnd() < 0.5) q.format = values.formats.length ? some(values.formats) : 'svg';
    if (both || !q.format) q.tag = values.tags.length ? some(values.tags) : 'floral';
    for (const key of Object.keys(q)) if (key.endsWith('_range')) delete q[key];
  }
  q.sort = pick(SORTS);
  q.page = String(1 + Math.floor(rnd() * rnd() * 6));
  q.per_page = pick(['24', '48', '96']);
  if (rnd() < 0.5) q.store = 'ca';
  return q;
}
