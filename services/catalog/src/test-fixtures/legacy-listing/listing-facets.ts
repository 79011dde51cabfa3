// The listing as it was before catalog.product_listing (issue 10 part 3), kept only as the
// oracle of listing-equivalence.test.ts: the new path must answer exactly what this one did.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { BUSINESS_LINES, BUSINESS_LINE_LABELS, MATERIALS, type BusinessLine, type Facets, type FacetValue, type Material } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { withLocalSettings } from '../../domain/with-local-settings';
import { and, FACET_GROUPS, type FacetGroup, type ListingScope } from './listing-scope';
import { productsWithPrice } from '../../domain/sql-fragments';
import { sizeFacetLabel } from '../../domain/facet-labels';

const titleCase = (s: string) => s.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/** Swatch colour per family; a family not listed shows the hex of one of its compositions. */
const FAMILY_HEX: Record<string, string> = {
  black: '#111827',
  white: '#ffffff',
  grey: '#9ca3af',
  gray: '#9ca3af',
  heather: '#a8a29e',
  red: '#dc2626',
  orange: '#ea580c',
  yellow: '#eab308',
  gold: '#ca8a04',
  green: '#16a34a',
  blue: '#2563eb',
  navy: '#1e3a8a',
  purple: '#7c3aed',
  pink: '#ec4899',
  brown: '#78350f',
  beige: '#e7d8c0',
  tan: '#d2b48c',
  silver: '#c0c0c0',
  clear: '#f8fafc',
  // one swatch cannot show "full colour"; the client may draw a gradient for it
  multi: '#a855f7',
};

const MATERIAL_LABELS: Record<Material, string> = Object.fromEntries(MATERIALS.map((m) => [m, titleCase(m)])) as Record<Material, string>;

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label);

interface FacetRow {
  facet: 'line' | 'category' | 'brand' | 'color' | 'size' | 'price' | 'material' | 'format' | 'tag';
  value: string | null;
  label: string | null;
  count: number;
  hex: string | null;
  lo: number | null;
  hi: number | null;
}

/**
 * Above this many products in the base set, colour and size facets scan the whole
 * compositions/SKU indexes once; below it they look up each product's rows. Measured at 100k
 * products / 1M SKUs: the whole-index scan costs a fixed ~120 ms (colours) / ~250 ms (sizes),
 * per-product look-ups ~5 µs a product.
 */
export const LARGE_SET = 20_000;

/**
 * Facets over the filtered products, in one statement. A materialised CTE holds the products
 * that pass the conditions every facet respects (search, category, collection, line_filter)
 * with one boolean per active facet filter, minus rows failing two or more (they count
 * nowhere); each facet then aggregates the rows passing every filter but its own. The search
 * and the store-price join run once, not once per facet. JIT is off for it (see
 * with-local-settings.ts).
 *
 * Colours and sizes count products, not rows (a product has a size in several colours). They
 * take one of two paths, chosen inside the statement by the size of the base set (the other
 * branch sits behind a one-time filter and never runs):
 * - large: reduce compositions/SKUs to distinct (family, product) and (product, size) pairs,
 *   streamed off compositions_family_idx / skus_product_size_idx (the `order by` steers the
 *   planner to the ordered index-only scan), then semi-join the filtered set. `count(distinct)`
 *   would sort, and spill, every SKU row; this halved the statement at 100k products.
 * - small: per product, its distinct families / sizes via the product indexes.
 *
 * Also yields the total, read off the business-line counts (each product has exactly one
 * line), which saves a count query.
 */
export async function listingFacets(
  db: Database,
  store: StoreCode,
  base: SQL[],
  scope: ListingScope,
  largeSet = LARGE_SET,
): Promise<{ facets: Facets; total: number }> {
  const active = FACET_GROUPS.filter((g) => scope.filters[g]);
  const flags = active.map((g) => sql`, (${scope.filters[g]!}) as ${sql.raw(`f_${g}`)}`);
  const passing = (except: FacetGroup) => and(active.filter((g) => g !== except).map((g) => sql.raw(`b.f_${g}`)));

  const statement = sql`
      with b as materialized (
        select * from (
          select p.id, p.business_line, p.brand_id, p.category_id, pr.amount ${sql.join(flags, sql``)}
          from ${productsWithPrice(store)}
          where ${and(base)}
          offset 0
        ) t
        -- a row failing two facet filters counts in no facet
        where ${active.length > 1 ? sql`${sql.join(active.map((g) => sql.raw(`t.f_${g}::int`)), sql` + `)} >= ${active.length - 1}` : sql`true`}
      ),
      n as (select count(*) as rows from b)
      select 'line' as facet, b.business_line as value, null as label, count(*)::int as count, null as hex, null::int as lo, null::int as hi
        from b where ${passing('line')} group by b.business_line
      union all
      select 'category', c.slug, c.name, count(*)::int, null, null, null
        from b join catalog.categories c on c.id = b.category_id where ${and(active.map((g) => sql.raw(`b.f_${g}`)))} group by c.slug, c.name
      union all
      select 'brand', r.slug, r.name, count(*)::int, null, null, null
        from b join catalog.brands r on r.id = b.brand_id where ${passing('brand')} group by r.slug, r.name
      union all
      select 'color', x.color_family, null, count(*)::int,
             (select c.color_hex from catalog.compositions c where c.product_id = min(x.product_id) and c.color_family = x.color_family limit 1),
             null, null
        from (select color_family, product_id from catalog.compositions group by 1, 2 order by 1, 2) x
        where (select rows from n) > ${largeSet} and exists (select 1 from b where b.id = x.product_id and ${passing('color')})
        group by x.color_family
      union all
      select 'color', x.color_family, null, count(*)::int, min(x.hex), null, null
        from b cross join lateral (
          select c.color_family, min(c.color_hex) as hex from catalog.compositions c where c.product_id = b.id group by 1
        ) x
        where (select rows from n) <= ${largeSet} and ${passing('color')}
        group by x.color_family
      union all
      select 'size', x.size, null, count(*)::int, null,
             (select s.size_order from catalog.skus s where s.product_id = min(x.product_id) and s.size = x.size limit 1),
             null
        from (select product_id, size from catalog.skus group by 1, 2 order by 1, 2) x
        where (select rows from n) > ${largeSet} and exists (select 1 from b where b.id = x.product_id and ${passing('size')})
        group by x.size
      union all
      select 'size', x.size, null, count(*)::int, null, min(x.ord), null
        from b cross join lateral (
          select s.size, min(s.size_order)::int as ord from catalog.skus s where s.product_id = b.id group by 1
        ) x
        where (select rows from n) <= ${largeSet} and ${passing('size')}
        group by x.size
      union all
      select 'price', null, null, count(*)::int, null, min(b.amount)::int, max(b.amount)::int
        from b where ${passing('price')}
      union all
      select 'material', m.material, null, count(*)::int, null, min(m.percent)::int, max(m.percent)::int
        from b join catalog.product_materials m on m.product_id = b.id where ${passing('material')} group by m.material
      union all
      select 'format', x.v, null, count(*)::int, null, null, null
        from b join digital_assets.assets a on a.product_id = b.id cross join lateral (select distinct lower(f) as v from unnest(a.formats) f) x
        where ${passing('format')} group by x.v
      union all
      select 'tag', x.v, null, count(*)::int, null, null, null
        from b join digital_assets.assets a on a.product_id = b.id cross join lateral (select distinct lower(t) as v from unnest(a.tags) t) x
        where ${passing('tag')} group by x.v`;
  const rows = rowsOf<FacetRow>(await withLocalSettings(db, { jit: 'off' }, (tx) => tx.execute(statement)));
  const of = (facet: FacetRow['facet']) => rows.filter((r) => r.facet === facet && r.value !== null) as Array<FacetRow & { value: string }>;

  const lineOrder = (k: string) => (BUSINESS_LINES as readonly string[]).indexOf(k);
  const lineRows = of('line').filter((r) => lineOrder(r.value) >= 0);
  const total = lineRows.filter((r) => !scope.lines || scope.lines.includes(r.value)).reduce((n, r) => n + r.count, 0);
  const priceRow = rows.find((r) => r.facet === 'price');
  const materialOrder = (m: string) => (MATERIALS as readonly string[]).indexOf(m);

  return {
    total,
    facets: {
      business_lines: lineRows
        .sort((a, z) => lineOrder(a.value) - lineOrder(z.value))
        .map((r) => ({ value: r.value, label: BUSINESS_LINE_LABELS[r.value as BusinessLine], count: r.count })),
      categories: of('category').map((r) => ({ value: r.value, label: r.label ?? r.value, count: r.count })).sort(byCount),
      brands: of('brand').map((r) => ({ value: r.value, label: r.label ?? r.value, count: r.count })).sort(byCount),
      colors: of('color')
        .map((r) => ({ value: r.value, label: titleCase(r.value), count: r.count, hex: FAMILY_HEX[r.value] ?? r.hex ?? '#9ca3af' }))
        .sort(byCount),
      sizes: of('size')
        .sort((a, z) => (a.lo ?? 0) - (z.lo ?? 0) || a.value.localeCompare(z.value))
        .map((r) => ({ value: r.value, label: sizeFacetLabel(r.value), count: r.count })),
      price: { min: priceRow?.lo ?? 0, max: priceRow?.hi ?? 0 },
      materials: of('material')
        .filter((r) => materialOrder(r.value) >= 0)
        .sort((a, z) => materialOrder(a.value) - materialOrder(z.value))
        .map((r) => ({ name: r.value as Material, label: MATERIAL_LABELS[r.value as Material], min: r.lo ?? 0, max: r.hi ?? 0, count: r.count })),
      formats: of('format').map((r) => ({ value: r.value, label: r.value.toUpperCase(), count: r.count })).sort(byCount),
      tags: of('tag').map((r) => ({ value: r.value, label: r.value, count: r.count })).sort(byCount),
    },
  };
}
