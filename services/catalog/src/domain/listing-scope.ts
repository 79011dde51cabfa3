import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { ATTRIBUTE_FACETS, attributeOf, LINE_FILTERS, materialRanges, type AttributeFacet, type ListingQuery, type ProductKind } from '@storefront/contracts';
import { loadCategoryTree, type CategoryTree } from './category-tree';
import { found, missing, type Found } from './found';
import { sqlList } from './sql-fragments';

/**
 * Filters a facet leaves out when it counts, so its siblings stay visible: with brand=gildan
 * the brand facet still lists every brand the other filters allow. Category is not one of them:
 * it is navigation, so on a category page the category facet drills down into its subtree
 * (and the facet set stays small, which keeps category pages fast).
 */
export const FACET_GROUPS = ['line', 'brand', 'color', 'size', 'price', 'material', ...ATTRIBUTE_FACETS] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

export interface ListingScope {
  title: string;
  /** normalised search term, when searching */
  term: string | undefined;
  /** conditions over `l` (catalog.product_listing) every count respects (category, collection, line_filter; search is added later) */
  base: SQL[];
  /** conditions over `l` per facet group, each a test of the row's own columns (no subquery) */
  filters: Partial<Record<FacetGroup, SQL>>;
  /** business lines asked for, so the total can be read off the line facet */
  lines: string[] | undefined;
  /** the filters as a stable string, for caching facets across pages and sorts */
  key: string;
  /** the same conditions as data, for the in-memory listing index (listing-index/) */
  spec: ListingSpec;
}

/**
 * The scope's conditions as values rather than SQL: `base` and `filters` above, one for one.
 * Built beside the SQL from the same resolved values, so both paths filter on the same thing.
 */
export interface ListingSpec {
  /** base: the row's category is in each of these sets (a category page and a collection's category may both apply) */
  categoryIds: number[][];
  /** base: the row's kind is in each of these sets (a collection's kinds, line_filter) */
  kinds: string[][];
  /** facet filters, each set only when its group is active (as `filters`) */
  lines?: string[];
  brandId?: number;
  colors?: string[];
  sizes?: string[];
  priceMin?: number;
  priceMax?: number;
  /** every range must hold: the row's percent of that material within [lo, hi] (a row without it fails) */
  materials?: Array<{ material: string; lo: number; hi: number }>;
  /** per attribute group, the row holds any of these `group:value` attributes */
  attributes?: Partial<Record<AttributeFacet, string[]>>;
}

const APPAREL_KINDS: ProductKind[] = ['blank', 'customizable'];

/** `collection` values of §2's collection pages. */
function collectionKinds(collection: string): { kinds: ProductKind[]; title: string; categorySlug?: string } | undefined {
  if (collection === 'clothing') return { kinds: APPAREL_KINDS, title: 'Clothing' };
  if (collection === 'threads' || collection === 'threads/products') return { kinds: APPAREL_KINDS, title: 'Threads' };
  if (collection === 'designs') return { kinds: ['customizable'], title: 'Designs' };
  const m = /^designs\/([a-z0-9-]+)$/.exec(collection);
  if (m) return { kinds: ['customizable'], title: 'Designs', categorySlug: m[1] };
  return undefined;
}

/**
 * Control characters go (PostgreSQL text cannot hold NUL: it would be a 500), whitespace
 * collapses, and an all-blank term is no search at all.
 */
export function normaliseTerm(raw: string | undefined): string | undefined {
  const t = raw?.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
  return t ? t : undefined;
}

/** Listed facet values (colours, sizes) cleaned the same way; blanks dropped. */
function cleanValues(values: string[] | undefined): string[] | undefined {
  const out = values?.map((v) => normaliseTerm(v)).filter((v): v is string => v !== undefined);
  return out && out.length > 0 ? out : undefined;
}

/** Category, brand and collection values are slugs; anything else cannot exist (and never reaches SQL). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs already known at the request's catalog version (the listing index holds them): resolved without SQL. */
export interface KnownSlugs {
  categoryTree: CategoryTree;
  brandBySlug: Map<string, { id: number; name: string }>;
}

/**
 * Turns a validated listing query into SQL conditions over `l` (catalog.product_listing: one row
 * per product in the store), resolving slugs first so an unknown category, brand or collection is a clean 404.
 * Every value reaches SQL as a bound parameter. With `known`, slugs resolve from it instead of the database.
 */
export async function resolveListingScope(db: Database, q: ListingQuery, known?: KnownSlugs): Promise<Found<ListingScope>> {
  const base: SQL[] = [];
  const filters: Partial<Record<FacetGroup, SQL>> = {};
  const spec: ListingSpec = { categoryIds: [], kinds: [] };
  const titles: string[] = [];
  const term = normaliseTerm(q.search ?? q.q);

  let tree: CategoryTree | undefined;
  const categoryIds = async (slug: string) => {
    if (!SLUG.test(slug)) return undefined;
    tree ??= known?.categoryTree ?? (await loadCategoryTree(db));
    const node = tree.find(slug);
    return node ? { node, ids: tree.subtreeIds(node.id) } : undefined;
  };

  if (term) titles.push(`Search results for "${term}"`);

  if (q.category) {
    const c = await categoryIds(q.category);
    if (!c) return missing(`No category "${q.category}"`);
    base.push(sql`l.category_id in ${sqlList(c.ids)}`);
    spec.categoryIds.push(c.ids);
    titles.push(c.node.name);
  }

  if (q.collection) {
    const collection = collectionKinds(q.collection);
    if (!collection) return missing(`No collection "${q.collection}"`);
    const parts = [sql`l.kind in ${sqlList(collection.kinds)}`];
    spec.kinds.push(collection.kinds);
    let title = collection.title;
    if (collection.categorySlug) {
      const c = await categoryIds(collection.categorySlug);
      if (!c) return missing(`No category "${collection.categorySlug}"`);
      parts.push(sql`l.category_id in ${sqlList(c.ids)}`);
      spec.categoryIds.push(c.ids);
      title = `${collection.title}: ${c.node.name}`;
    }
    base.push(...parts);
    titles.push(title);
  }

  if (q.brand) {
    const [brand] = !SLUG.test(q.brand)
      ? []
      : known
        ? [known.brandBySlug.get(q.brand)].filter((b) => b !== undefined)
        : rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from catalog.brands where slug = ${q.brand}`));
    if (!brand) return missing(`No brand "${q.brand}"`);
    filters.brand = sql`l.brand_id = ${brand.id}`;
    spec.brandId = brand.id;
    titles.push(brand.name);
  }

  const lines = q.line?.length ? q.line : undefined;
  if (lines) {
    filters.line = sql`l.business_line in ${sqlList(lines)}`;
    spec.lines = lines;
  }
  if (q.line_filter) {
    base.push(sql`l.kind = ${LINE_FILTERS[q.line_filter]}`);
    spec.kinds.push([LINE_FILTERS[q.line_filter]]);
  }

  const colors = cleanValues(q.color?.map((c) => c.toLowerCase()));
  if (colors) {
    // any of the product's colour families (arrays are distinct per product, so it counts once)
    filters.color = sql`l.color_families && ${textArray(colors)}`;
    spec.colors = colors;
  }
  const sizes = cleanValues(q.size);
  if (sizes) {
    filters.size = sql`l.sizes && ${textArray(sizes)}`;
    spec.sizes = sizes;
  }

  const attributes: Partial<Record<AttributeFacet, string[]>> = {};
  for (const group of ATTRIBUTE_FACETS) {
    const values = cleanValues(q[group]);
    if (!values) continue;
    attributes[group] = [...new Set(values.map((v) => attributeOf(group, v)))];
    filters[group] = sql`l.attributes && ${textArray(attributes[group])}`;
  }
  if (Object.keys(attributes).length) spec.attributes = attributes;

  const price: SQL[] = [];
  if (q.price_min !== undefined) price.push(sql`l.amount >= ${q.price_min}`);
  if (q.price_max !== undefined) price.push(sql`l.amount <= ${q.price_max}`);
  if (price.length) {
    filters.price = sql.join(price, sql` and `);
    spec.priceMin = q.price_min;
    spec.priceMax = q.price_max;
  }

  const ranges = Object.entries(materialRanges(q));
  if (ranges.length) {
    filters.material = sql.join(
      ranges.map(
        ([material, [lo, hi]]) =>
          // the percent of that material; coalesce: a product without it must fail (false), not be
          // unknown (null), or the facet statement's sum of flags would drop the row from every facet
          sql`coalesce(l.material_percents[array_position(l.materials, ${material}::text)] between ${lo} and ${hi}, false)`,
      ),
      sql` and `,
    );
    spec.materials = ranges.map(([material, [lo, hi]]) => ({ material, lo, hi }));
  }

  // Resolved values, not raw input, so equivalent queries share a cache entry.
  const key = JSON.stringify([q.store, term ?? null, q.category ?? null, q.collection ?? null, q.brand ?? null, lines ?? null, q.line_filter ?? null, colors ?? null, sizes ?? null, q.price_min ?? null, q.price_max ?? null, ranges, attributes]);
  return found({ title: titles[0] ?? 'All products', term, base, filters, lines, key, spec });
}

/** `array[$1, $2, …]::text[]`: each value its own parameter, so no array-literal quoting. */
function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export function and(parts: SQL[]): SQL {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
