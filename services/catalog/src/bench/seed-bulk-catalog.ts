import { sql } from 'drizzle-orm';
import { deferProductListing, refreshProductListing, type Database } from '@storefront/db';

/**
 * A large synthetic catalog made inside the database (generate_series), for benchmarks only:
 * ~half apparel with 3 colours × 5 sizes, the rest single-variant print products.
 */
export async function seedBulkCatalog(db: Database, products: number): Promise<void> {
  // one transaction, so the deferral below holds for every statement (and on one connection)
  await db.transaction((tx) => seedIn(tx as unknown as Database, products));
  await db.execute(sql`analyze`);
}

async function seedIn(db: Database, products: number): Promise<void> {
  const q = (s: ReturnType<typeof sql>) => db.execute(s);
  // one listing rebuild at the end, not one per statement (the triggers also skip replica mode)
  await deferProductListing(db);
  await q(sql`insert into catalog.business_lines (key, label, position) values
    ('transfers','Transfers',0),('stickers','Stickers',1),('spangles','Spangles',2),('blanks','Blanks',3),('print','Print',4)`);
  await q(sql`insert into catalog.brands (slug, name) select 'brand-' || g, (array['Gildan','Bella+Canvas','Comfort Colors','Next Level','Hanes','Port Authority','Jerzees','Champion'])[1 + g % 8] || ' ' || g from generate_series(1, 200) g`);
  // 10 roots (2 per line), 5 children each
  await q(sql`insert into catalog.categories (slug, name, parent_id, business_line, subsite, position)
    select 'root-' || g, 'Root ' || g, null, (array['transfers','stickers','spangles','blanks','print'])[1 + g % 5],
           (array['transfers','stickers','sports','shirts','drinkware','made'])[1 + g % 6], g
    from generate_series(1, 10) g`);
  await q(sql`insert into catalog.categories (slug, name, parent_id, business_line, position)
    select 'cat-' || r.id || '-' || g, (array['T-Shirts','Hoodies','Tanks','Hats','Mugs'])[g] || ' ' || r.id, r.id, r.business_line, g
    from catalog.categories r, generate_series(1, 5) g where r.parent_id is null`);
  await q(sql`insert into catalog.warehouses (code, name, country, time_zone) values ('NV','Reno','US','America/Los_Angeles'),('ON','Toronto','CA','America/Toronto')`);

  await q(sql`
    insert into catalog.products (slug, catalog_number, title, description, kind, business_line, brand_id, category_id, garment, units_sold, created_at, search_text)
    select 'product-' || g, 'CN' || g, t.title, t.title, t.kind, c.business_line, 1 + g % 200, c.id, t.garment,
           (hashtext(g::text) & 65535), now() - (g || ' minutes')::interval,
           t.title || ' ' || b.name || ' ' || c.name || ' black white red CN' || g
    from generate_series(1, ${products}) g
    cross join lateral (select (array['Heavy','Soft','Classic','Premium','Vintage','Lightweight','Eco','Sport'])[1 + g % 8] || ' ' ||
                               (array['Cotton Tee','Hoodie','Tank Top','Sweatshirt','Polo','Trucker Hat','Tote Bag','DTF Transfer','Vinyl Sticker','Ceramic Mug'])[1 + (g / 8) % 10] as title,
                               (array['tee','hoodie','tank','sweatshirt','polo','hat','tote','transfer','sticker','mug'])[1 + (g / 8) % 10] as garment,
                               (array['blank','customizable','blank','customizable','blank','blank','customizable','transfer','sticker','print'])[1 + (g / 8) % 10] as kind) t
    join catalog.categories c on c.slug = 'cat-' || (1 + g % 10) || '-' || (1 + (g / 10) % 5)
    join catalog.brands b on b.id = 1 + g % 200`);
  await q(sql`
    insert into catalog.compositions (product_id, color_name, color_hex, color_family, position, image_count)
    select p.id, (array['Black','White','Red','Navy','Heather Grey','Forest Green'])[1 + (p.id + k) % 6],
           (array['#111111','#ffffff','#c81e1e','#1e3a8a','#9ca3af','#166534'])[1 + (p.id + k) % 6],
           (array['black','white','red','blue','grey','green'])[1 + (p.id + k) % 6], k, 3
    from catalog.products p, generate_series(0, 2) k
    where k = 0 or p.kind in ('blank', 'customizable')`);
  await q(sql`
    insert into catalog.skus (sku, composition_id, product_id, size, size_order)
    select 'SKU-' || c.id || '-' || s.n, c.id, c.product_id, s.size, s.n
    from catalog.compositions c
    join catalog.products p on p.id = c.product_id
    cross join lateral (select * from unnest(array['S','M','L','XL','2XL'], array[1,2,3,4,5]) as x(size, n)
                        where p.kind in ('blank','customizable') or x.n = 1) s`);
  await q(sql`insert into catalog.inventory (sku_id, warehouse_id, on_hand) select id, 1 + id % 2, (hashtext(id::text) & 31) - 8 from catalog.skus`);
  await q(sql`update catalog.inventory set on_hand = 0 where on_hand < 0`);
  await q(sql`
    insert into catalog.prices (product_id, store, min_qty, amount)
    select p.id, s.store, t.min_qty, ((300 + (hashtext(p.id::text) & 4095)) * s.factor * t.factor)::int
    from catalog.products p
    cross join (values ('us', 1.0), ('ca', 1.3)) s(store, factor)
    cross join (values (1, 1.0), (12, 0.9), (72, 0.8)) t(min_qty, factor)`);
  await q(sql`
    insert into catalog.product_materials (product_id, material, percent)
    select id, 'cotton', 40 + (id % 7) * 10 from catalog.products where kind in ('blank','customizable')
    union all
    select id, 'polyester', 100 - (40 + (id % 7) * 10) from catalog.products where kind in ('blank','customizable') and id % 7 <> 6
    union all
    select id, 'vinyl', 100 from catalog.products where kind = 'sticker'`);
  await refreshProductListing(db);
}
