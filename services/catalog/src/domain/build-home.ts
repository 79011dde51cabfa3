import { sql } from 'drizzle-orm';
import { livePromotions, rowsOf, type Database, type LivePromotion } from '@storefront/db';
import { BUSINESS_LINES, BUSINESS_LINE_LABELS, type BusinessLine, type HomePromotion, type HomeResponse } from '@storefront/contracts';
import { STORES, type StoreCode } from '@storefront/store-config';
import { productImage } from '../images/product-image';
import { loadCategoryTree } from './category-tree';
import { buildCards, selectCardRows } from './product-cards';
import { PRODUCT_IN_STOCK } from './sql-fragments';
import { categoryPath, storePath } from './store-paths';

export const FEATURED_COUNT = 12;

/** Drawing for a line with no products yet. */
const PLACEHOLDER_GARMENT: Record<BusinessLine, string> = {
  transfers: 'transfer',
  stickers: 'sticker',
  spangles: 'spangle',
  blanks: 'tee',
  print: 'card',
  digital: 'design',
};

interface LineRow {
  key: BusinessLine;
  count: number;
  title: string | null;
  catalogNumber: string | null;
  garment: string | null;
  colorName: string | null;
  colorHex: string | null;
}

// Home (§2) in two parts the route puts together: the catalog's (the five business lines, each
// with its best seller's picture and a product count, then the best-selling products in stock),
// and the coupons any shopper of the store can use now (the cart's live coupons, read through
// packages/db's named query).

/** The coupons any shopper of the store can use now: read for every page, since they start and end by the clock. */
export async function homePromotions(db: Database, store: StoreCode, now: Date): Promise<HomeResponse['promotions']> {
  const { currency } = STORES[store];
  return (await livePromotions(db, currency, now)).map((p) => homePromotion(p, currency));
}

/**
 * The catalog's part of home (lines with their counts and pictures, the best sellers in stock):
 * a function of the catalog alone, so it can be kept for as long as the catalog version holds
 * (stock changes bump it too). At 100,000 products it is the slow part (a count over every product).
 */
export async function buildHomeCatalog(db: Database, store: StoreCode, imageBaseUrl: string): Promise<Omit<HomeResponse, 'promotions'>> {
  const [lineResult, tree, featuredRows] = await Promise.all([
    db.execute(sql`
      select bl.key, coalesce(n.count, 0)::int as count, top.title, top."catalogNumber", top.garment, top."colorName", top."colorHex"
      from (select unnest(array[${sql.join(
        BUSINESS_LINES.map((l) => sql`${l}`),
        sql`, `,
      )}]::text[]) as key) bl
      left join (select business_line, count(*) as count from catalog.products group by 1) n on n.business_line = bl.key
      left join lateral (
        select p.title, p.catalog_number as "catalogNumber", p.garment, c.color_name as "colorName", c.color_hex as "colorHex"
        from catalog.products p
        left join lateral (select color_name, color_hex from catalog.compositions where product_id = p.id order by position, id limit 1) c on true
        where p.business_line = bl.key
        order by p.units_sold desc, p.id limit 1
      ) top on true`),
    loadCategoryTree(db),
    selectCardRows(db, store, PRODUCT_IN_STOCK, sql`l.units_sold desc nulls last, l.product_id`, FEATURED_COUNT, 0),
  ]);

  const lines = rowsOf<LineRow>(lineResult).map((r) => {
    const label = BUSINESS_LINE_LABELS[r.key];
    const root = tree.roots().find((n) => n.businessLine === r.key);
    return {
      key: r.key,
      label,
      url: root ? categoryPath(store, root.slug) : storePath(store, `/?q=${encodeURIComponent(label)}`),
      image: productImage({
        garment: r.garment ?? PLACEHOLDER_GARMENT[r.key],
        hex: r.colorHex ?? 'e5e7eb',
        view: 0,
        title: r.title ?? label,
        colorName: r.colorName ?? 'standard colour',
        baseUrl: imageBaseUrl,
        // the digital line's tile shows its best seller's art
        catalogNumber: r.catalogNumber ?? undefined,
      }),
      product_count: r.count,
    };
  });
  lines.sort((a, b) => BUSINESS_LINES.indexOf(a.key) - BUSINESS_LINES.indexOf(b.key));

  return {
    lines,
    featured: await buildCards(db, featuredRows, { store, imageBaseUrl }),
  };
}

function homePromotion(p: LivePromotion, currency: 'USD' | 'CAD'): HomePromotion {
  return {
    code: p.code,
    kind: p.kind,
    percent_off: p.kind === 'percent' ? p.percentOff : null,
    amount_off: p.kind === 'fixed' && p.amountOff !== null ? { amount: p.amountOff, currency } : null,
    min_subtotal: p.minSubtotal > 0 ? { amount: p.minSubtotal, currency } : null,
    expires_at: p.expiresAt?.toISOString() ?? null,
    once_per_customer: p.maxUsesPerCustomer === 1,
  };
}
