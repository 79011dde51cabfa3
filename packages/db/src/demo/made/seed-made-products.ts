import { sql } from 'drizzle-orm';
import type { Database } from '../../client/create-database';
import { rowsOf } from '../../client/rows';
import { printAreas } from '../../schema/design-lab';
import { demoPrintAreas, YOUTH_GARMENTS } from './print-areas';

/** The design lab's start-list categories, in menu order, with the garment types each holds. */
export const MADE_CATEGORIES = [
  { slug: 'tees', name: 'T-shirts & tanks', garmentTypes: ['tee', 'youth_tee', 'longsleeve', 'youth_longsleeve', 'tank', 'youth_tank'] },
  { slug: 'polos', name: 'Polos', garmentTypes: ['polo', 'youth_polo'] },
  { slug: 'hoodies-sweatshirts', name: 'Hoodies & sweatshirts', garmentTypes: ['hoodie', 'youth_hoodie', 'sweatshirt', 'youth_sweatshirt'] },
  { slug: 'hats', name: 'Hats', garmentTypes: ['hat'] },
  { slug: 'bags', name: 'Bags', garmentTypes: ['tote'] },
  { slug: 'drinkware', name: 'Drinkware', garmentTypes: ['mug', 'tumbler'] },
] as const;

/** At most this many made products per garment type: a few hundred in all, whatever the catalog's size. */
export const MADE_PER_GARMENT_TYPE = 40;

export interface SeedMadeResult {
  printAreas: number;
  /** made products written by this run (0 when there were some already, or no catalog yet) */
  madeProducts: number;
}

/** Print areas are reference data: written (or corrected) on every setup. */
async function upsertPrintAreas(db: Database): Promise<number> {
  const rows = demoPrintAreas();
  await db
    .insert(printAreas)
    .values(rows)
    .onConflictDoUpdate({
      target: [printAreas.garmentType, printAreas.side],
      set: {
        label: sql`excluded.label`,
        position: sql`excluded.position`,
        widthIn: sql`excluded.width_in`,
        heightIn: sql`excluded.height_in`,
        safeInsetIn: sql`excluded.safe_inset_in`,
        bleedIn: sql`excluded.bleed_in`,
        view: sql`excluded.view`,
        left: sql`excluded.left`,
        top: sql`excluded.top`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
      },
    });
  return rows.length;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The demo's made products, derived from the demo catalog in one `insert … select` (no rows
 * travel to the client): the blank apparel (tees, long sleeves, hoodies, sweatshirts, tanks,
 * polos, hats, totes; "Youth …" titles get the youth print areas) and the plain drinkware (the
 * catalog's "11 oz Ceramic Mug"-style heroes, not the ones already carrying a design), the first
 * MADE_PER_GARMENT_TYPE of each garment type in catalog order. Deterministic: the same catalog
 * gives the same made products. Runs only while `design_lab.made_products` is empty, so an
 * existing database (seeded before the design lab existed) gains them at its next setup.
 *
 * Reads catalog rows directly: this is the demo seed in packages/db, not a service.
 */
export async function seedDemoMadeProducts(db: Database): Promise<SeedMadeResult> {
  const areas = await upsertPrintAreas(db);
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from design_lab.made_products`));
  if ((existing?.n ?? 0) > 0) return { printAreas: areas, madeProducts: 0 };
  const categoryCase = sql.join(
    MADE_CATEGORIES.map((c) => sql`when garment_type in (${list(c.garmentTypes)}) then ${c.slug}`),
    sql` `,
  );
  const inserted = rowsOf<{ n: number }>(
    await db.execute(sql`
      with candidates as (
        select p.id, p.slug, p.units_sold,
               case
                 when p.garment in (${list(YOUTH_GARMENTS)}) and p.title like '%Youth %' then 'youth_' || p.garment
                 else p.garment
               end as garment_type
        from catalog.products p
        where (p.kind = 'blank' and p.garment in ('tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo', 'hat', 'tote'))
           or (p.garment in ('mug', 'tumbler') and p.title ~ '^[0-9]+ oz ')
      ),
      ranked as (
        select *, row_number() over (partition by garment_type order by id) as rank_in_type
        from candidates
        where garment_type in (select garment_type from design_lab.print_areas)
      ),
      chosen as (
        select *, case ${categoryCase} end as category
        from ranked
        where rank_in_type <= ${MADE_PER_GARMENT_TYPE}
      ),
      written as (
        insert into design_lab.made_products (slug, catalog_product_id, category, garment_type, sort_order)
        select slug, id, category, garment_type,
               row_number() over (partition by category order by units_sold desc, id)
        from chosen
        where category is not null
        order by id
        returning 1
      )
      select count(*)::int as n from written
    `),
  );
  return { printAreas: areas, madeProducts: inserted[0]?.n ?? 0 };
}
