// The listing as it was before catalog.product_listing (issue 10 part 3), kept only as the
// oracle of listing-equivalence.test.ts: the new path must answer exactly what this one did.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { LINE_FILTERS, materialRanges, type ListingQuery, type ProductKind } from '@storefront/contracts';
import { loadCategoryTree, type CategoryTree } from '../../domain/category-tree';
import { found, missing, type Found } from '../../domain/found';
import { sqlList } from '../../domain/sql-fragments';

/**
 * Filters a facet leaves out when it counts, so its siblings stay visible: with brand=gildan
 * the brand facet still lists every brand the other filters allow. Category is not one of them:
 * it is navigation, so on a category page the category facet drills down into its subtree
 * (and the facet set stays small, which keeps category pages fast).
 */
export const FACET_GROUPS = ['line', 'brand', 'color', 'size', 'price', 'material', 'format', 'tag'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

export interface ListingScope {
  title: string;
  /** normalised search term, when searching */
  term: string | undefined;
  /** conditions over `p`/`pr` every count respects (category, collection, line_filter; search is added later) */
  base: SQL[];
  /** conditions over `p`/`pr` per facet group, each written as `p.id in (…)` or a column test */
  filters: Partial<Record<FacetGroup, SQL>>;
  /** business lines asked for, so the total can be read off the line facet */
  lines: string[] | undefined;
  /** the filters as a stable string, for caching facets across pages and sorts */
  key: string;
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

/**
 * Turns a validated listing query into SQL conditions over `p` (products) and `pr` (store
 * price), resolving slugs first so an unknown category, brand or collection is a clean 404.
 * Every value reaches SQL as a bound parameter.
 */
export async function resolveListingScope(db: Database, q: ListingQuery): Promise<Found<ListingScope>> {
  const base: SQL[] = [];
  const filters: Partial<Record<FacetGroup, SQL>> = {};
  const titles: string[] = [];
  const term = normaliseTerm(q.search ?? q.q);

  let tree: CategoryTree | undefined;
  const categoryIds = async (slug: string) => {
    if (!SLUG.test(slug)) return undefined;
    tree ??= await loadCategoryTree(db);
    const node = tree.find(slug);
    return node ? { node, ids: tree.subtreeIds(node.id) } : undefined;
  };

  if (term) titles.push(`Search results for "${term}"`);

  if (q.category) {
    const c = await categoryIds(q.category);
    if (!c) return missing(`No category "${q.category}"`);
    base.push(sql`p.category_id in ${sqlList(c.ids)}`);
    titles.push(c.node.name);
  }

  if (q.collection) {
    const spec = collectionKinds(q.collection);
    if (!spec) return missing(`No collection "${q.collection}"`);
    const parts = [sql`p.kind in ${sqlList(spec.kinds)}`];
    let title = spec.title;
    if (spec.categorySlug) {
      const c = await categoryIds(spec.categorySlug);
      if (!c) return missing(`No category "${spec.categorySlug}"`);
      parts.push(sql`p.category_id in ${sqlList(c.ids)}`);
      title = `${spec.title}: ${c.node.name}`;
    }
    base.push(...parts);
    titles.push(title);
  }

  if (q.brand) {
    const [brand] = SLUG.test(q.brand)
      ? rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from catalog.brands where slug = ${q.brand}`))
      : [];
    if (!brand) return missing(`No brand "${q.brand}"`);
    filters.brand = sql`p.brand_id = ${brand.id}`;
    titles.push(brand.name);
  }

  const lines = q.line?.length ? q.line : undefined;
  if (lines) filters.line = sql`p.business_line in ${sqlList(lines)}`;
  if (q.line_filter) base.push(sql`p.kind = ${LINE_FILTERS[q.line_filter]}`);

  const colors = cleanValues(q.color?.map((c) => c.toLowerCase()));
  if (colors) {
    // `p.id in (subquery)`: a hashed subplan built once, in a WHERE or a select list alike
    filters.color = sql`p.id in (select c.product_id from catalog.compositions c where c.color_family in ${sqlList(colors)})`;
  }
  const sizes = cleanValues(q.size);
  if (sizes) filters.size = sql`p.id in (select s.product_id from catalog.skus s where s.size in ${sqlList(sizes)})`;

  // the old way: straight from the digital-assets rows, not the catalog's attribute copy
  const formats = cleanValues(q.format?.map((v) => v.toLowerCase()));
  if (formats) filters.format = sql`p.id in (select a.product_id from digital_assets.assets a, unnest(a.formats) f where lower(f) in ${sqlList(formats)})`;
  const tags = cleanValues(q.tag?.map((v) => v.toLowerCase()));
  if (tags) filters.tag = sql`p.id in (select a.product_id from digital_assets.assets a, unnest(a.tags) t where lower(t) in ${sqlList(tags)})`;

  const price: SQL[] = [];
  if (q.price_min !== undefined) price.push(sql`pr.amount >= ${q.price_min}`);
  if (q.price_max !== undefined) price.push(sql`pr.amount <= ${q.price_max}`);
  if (price.length) filters.price = sql.join(price, sql` and `);

  const ranges = Object.entries(materialRanges(q));
  if (ranges.length) {
    filters.material = sql.join(
      ranges.map(
        ([material, [lo, hi]]) =>
          sql`p.id in (select m.product_id from catalog.product_materials m where m.material = ${material} and m.percent between ${lo} and ${hi})`,
      ),
      sql` and `,
    );
  }

  // Resolved values, not raw input, so equivalent queries share a cache entry.
  const key = JSON.stringify([q.store, term ?? null, q.category ?? null, q.collection ?? null, q.brand ?? null, lines ?? null, q.line_filter ?? null, colors ?? null, sizes ?? null, q.price_min ?? null, q.price_max ?? null, ranges, formats ?? null, tags ?? null]);
  return found({ title: titles[0] ?? 'All products', term, base, filters, lines, key });
}

export function and(parts: SQL[]): SQL {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
