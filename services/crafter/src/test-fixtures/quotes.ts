import { sql } from 'drizzle-orm';
import type { QuoteBody } from '@storefront/contracts';
import { rowsOf, type Database } from '@storefront/db';

/** Two sizes of one colour of a blank the store prices, with the store's tiers (ascending). */
export async function catalogSizes(db: Database, store: 'us' | 'ca'): Promise<{ skus: string[]; tiers: { min_qty: number; amount: number }[]; slug: string }> {
  const [pick] = rowsOf<{ composition_id: number; product_id: number; slug: string }>(
    await db.execute(sql`
      select s.composition_id, s.product_id, p.slug from catalog.skus s join catalog.products p on p.id = s.product_id
      where p.kind = 'blank' and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = ${store} and pr.min_qty > 1)
      group by s.composition_id, s.product_id, p.slug having count(*) >= 2 order by s.composition_id limit 1`),
  );
  if (!pick) throw new Error('the demo catalog has no blank with tiers and two sizes');
  const skus = rowsOf<{ sku: string }>(await db.execute(sql`select sku from catalog.skus where composition_id = ${pick.composition_id} order by size_order limit 2`)).map((r) => r.sku);
  const tiers = rowsOf<{ min_qty: number; amount: number }>(
    await db.execute(sql`select min_qty, amount from catalog.prices where product_id = ${pick.product_id} and store = ${store} order by min_qty`),
  );
  return { skus, tiers, slug: pick.slug };
}

/** The store's unit price at `quantity`: the highest tier reached. */
export function tierAt(tiers: { min_qty: number; amount: number }[], quantity: number): number {
  return tiers.filter((t) => quantity >= t.min_qty).at(-1)!.amount;
}

/** A quote with a catalog line (two sizes) and a free line, issued on `today`. */
export function sampleQuote(skus: string[], today: string, overrides: Partial<QuoteBody> = {}): QuoteBody {
  return {
    title: 'Team shirts',
    lines: [
      { kind: 'catalog', sizes: [{ sku: skus[0]!, quantity: 6 }, { sku: skus[1]!, quantity: 6 }], unit_price: 2500, description: 'Front print, 2 colours' },
      { kind: 'free', title: 'Screen setup', quantity: 1, unit_price: 4000, unit_cost: 1500 },
    ],
    shipping: 1200,
    delivery_method: 'pickup',
    tax_region: 'NY',
    deposit: { kind: 'percent', basis_points: 3000 },
    message: 'Thanks for asking!',
    issued_on: today,
    valid_until: addDays(today, 14),
    due_on: addDays(today, 30),
    ...overrides,
  };
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2030, cvc: '123' };
