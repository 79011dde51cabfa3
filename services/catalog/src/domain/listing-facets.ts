import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import {
  ATTRIBUTE_FACETS,
  BUSINESS_LINES,
  BUSINESS_LINE_LABELS,
  formatLabel,
  MATERIALS,
  parseAttribute,
  type AttributeFacet,
  type BusinessLine,
  type Facets,
  type FacetValue,
  type Material,
} from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { withLocalSettings } from './with-local-settings';
import { and, FACET_GROUPS, type FacetGroup, type ListingScope } from './listing-scope';
import { sizeFacetLabel } from './facet-labels';

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

/** One aggregate of the facet statement; the in-memory listing index yields the same rows. */
export interface FacetRow {
  /** an attribute group's rows carry the whole `group:value` attribute as their value */
  facet: 'line' | 'category' | 'brand' | 'color' | 'size' | 'price' | 'material' | AttributeFacet;
  value: string | null;
  label: string | null;
  count: number;
  hex: string | null;
  lo: number | null;
  hi: number | null;
}

/**
 * Facets over the filtered products, in one statement over catalog.product_listing (one row per
 * product in the store, colour families, sizes and materials held as arrays). A materialised CTE
 * holds the rows that pass the conditions every facet respects (search, category, collection,
 * line_filter) with one boolean per active facet filter, minus rows failing two or more (they
 * count nowhere); each facet then aggregates the rows passing every filter but its own. Colours,
 * sizes and materials unnest the row's arrays, which are distinct per product, so a product
 * counts once per value without reading a composition or SKU row. JIT is off for it (see
 * with-local-settings.ts).
 *
 * `withProducts` joins catalog.products as `p`, which a search condition reads.
 *
 * Also yields the total, read off the business-line counts (each product has exactly one
 * line), which saves a count query.
 */
export async function listingFacets(
  db: Database,
  store: StoreCode,
  base: SQL[],
  scope: ListingScope,
  withProducts: boolean,
): Promise<{ facets: Facets; total: number }> {
  const active = FACET_GROUPS.filter((g) => scope.filters[g]);
  const flags = active.map((g) => sql`, (${scope.filters[g]!}) as ${sql.raw(`f_${g}`)}`);
  const passing = (except: FacetGroup) => and(active.filter((g) => g !== except).map((g) => sql.raw(`b.f_${g}`)));

  const statement = sql`
      with b as materialized (
        select * from (
          select l.product_id as id, l.business_line, l.brand_id, l.category_id, l.amount, l.color_families, l.color_hexes,
                 l.sizes, l.size_orders, l.materials, l.material_percents, l.attributes ${sql.join(flags, sql``)}
          from catalog.product_listing l ${withProducts ? sql`join catalog.products p on p.id = l.product_id` : sql``}
          where l.store = ${store} and ${and(base)}
          offset 0
        ) t
        -- a row failing two facet filters counts in no facet
        where ${active.length > 1 ? sql`${sql.join(active.map((g) => sql.raw(`t.f_${g}::int`)), sql` + `)} >= ${active.length - 1}` : sql`true`}
      )
      select 'line' as facet, b.business_line as value, null as label, count(*)::int as count, null as hex, null::int as lo, null::int as hi
        from b where ${passing('line')} group by b.business_line
      union all
      select 'category', c.slug, c.name, count(*)::int, null, null, null
        from b join catalog.categories c on c.id = b.category_id where ${and(active.map((g) => sql.raw(`b.f_${g}`)))} group by c.slug, c.name
      union all
      select 'brand', r.slug, r.name, count(*)::int, null, null, null
        from b join catalog.brands r on r.id = b.brand_id where ${passing('brand')} group by r.slug, r.name
      union all
      select 'color', x.family, null, count(*)::int, min(x.hex), null, null
        from b cross join lateral unnest(b.color_families, b.color_hexes) x(family, hex)
        where ${passing('color')} group by x.family
      union all
      select 'size', x.size, null, count(*)::int, null, min(x.ord)::int, null
        from b cross join lateral unnest(b.sizes, b.size_orders) x(size, ord)
        where ${passing('size')} group by x.size
      union all
      select 'price', null, null, count(*)::int, null, min(b.amount)::int, max(b.amount)::int
        from b where ${passing('price')}
      union all
      select 'material', x.material, null, count(*)::int, null, min(x.percent)::int, max(x.percent)::int
        from b cross join lateral unnest(b.materials, b.material_percents) x(material, percent)
        where ${passing('material')} group by x.material
      ${sql.join(
        ATTRIBUTE_FACETS.map(
          (group) => sql`
      union all
      select ${sql.raw(`'${group}'`)}, x.attribute, null, count(*)::int, null, null, null
        from b cross join lateral unnest(b.attributes) x(attribute)
        where starts_with(x.attribute, ${`${group}:`}::text) and ${passing(group)} group by x.attribute`,
        ),
        sql``,
      )}`;
  const rows = rowsOf<FacetRow>(await withLocalSettings(db, { jit: 'off' }, (tx) => tx.execute(statement)));
  return shapeFacets(rows, scope.lines);
}

/**
 * The facets and total from the aggregate rows: labels, swatches, orderings, and the total read
 * off the business-line counts restricted to the lines asked for. Shared by the SQL statement
 * above and the in-memory listing index, so both answer in exactly the same shape.
 */
export function shapeFacets(rows: FacetRow[], lines: string[] | undefined): { facets: Facets; total: number } {
  const of = (facet: FacetRow['facet']) => rows.filter((r) => r.facet === facet && r.value !== null) as Array<FacetRow & { value: string }>;

  const lineOrder = (k: string) => (BUSINESS_LINES as readonly string[]).indexOf(k);
  const lineRows = of('line').filter((r) => lineOrder(r.value) >= 0);
  const total = lineRows.filter((r) => !lines || lines.includes(r.value)).reduce((n, r) => n + r.count, 0);
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
      formats: attributeValues(of('format'), formatLabel),
      tags: attributeValues(of('tag'), (v) => v),
    },
  };
}

/** An attribute group's values (the rows carry `group:value`), labelled, most products first. */
function attributeValues(rows: Array<FacetRow & { value: string }>, label: (value: string) => string): FacetValue[] {
  return rows
    .map((r) => {
      const value = parseAttribute(r.value)?.value ?? r.value;
      return { value, label: label(value), count: r.count };
    })
    .sort(byCount);
}
