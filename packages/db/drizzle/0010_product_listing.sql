CREATE TABLE "catalog"."product_listing" (
	"product_id" integer NOT NULL,
	"store" text NOT NULL,
	"amount" integer NOT NULL,
	"business_line" text NOT NULL,
	"kind" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"units_sold" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"color_families" text[] NOT NULL,
	"color_hexes" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"size_orders" smallint[] NOT NULL,
	"materials" text[] NOT NULL,
	"material_percents" smallint[] NOT NULL,
	CONSTRAINT "product_listing_store_product_id_pk" PRIMARY KEY("store","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog"."product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_product_idx" ON "catalog"."product_listing" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_listing_category_idx" ON "catalog"."product_listing" USING btree ("store","category_id");--> statement-breakpoint
CREATE INDEX "product_listing_line_price_idx" ON "catalog"."product_listing" USING btree ("store","business_line","amount","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_brand_idx" ON "catalog"."product_listing" USING btree ("store","brand_id");--> statement-breakpoint
CREATE INDEX "product_listing_price_idx" ON "catalog"."product_listing" USING btree ("store","amount","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_units_sold_idx" ON "catalog"."product_listing" USING btree ("store","units_sold" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_created_idx" ON "catalog"."product_listing" USING btree ("store","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_listing_colors_idx" ON "catalog"."product_listing" USING gin ("color_families");--> statement-breakpoint
CREATE INDEX "product_listing_sizes_idx" ON "catalog"."product_listing" USING gin ("sizes");--> statement-breakpoint
-- Hand-written below: what a listing row is (a view), the function that writes rows for some
-- products or for all, the statement triggers that call it in every writer's transaction, the
-- version trigger of 0009 for the new table, and the backfill of existing catalogs.
CREATE VIEW "catalog"."product_listing_source" AS
SELECT p.id AS product_id, pr.store, pr.amount, p.business_line, p.kind, p.brand_id, p.category_id, p.units_sold, p.created_at,
       coalesce(c.families, '{}') AS color_families, coalesce(c.hexes, '{}') AS color_hexes,
       coalesce(s.sizes, '{}') AS sizes, coalesce(s.orders, '{}') AS size_orders,
       coalesce(m.materials, '{}') AS materials, coalesce(m.percents, '{}') AS material_percents
FROM catalog.products p
JOIN catalog.prices pr ON pr.product_id = p.id AND pr.min_qty = 1
CROSS JOIN LATERAL (
  SELECT array_agg(f.color_family ORDER BY f.color_family) AS families, array_agg(f.hex ORDER BY f.color_family) AS hexes
  FROM (SELECT color_family, min(color_hex) AS hex FROM catalog.compositions WHERE product_id = p.id GROUP BY 1) f
) c
CROSS JOIN LATERAL (
  SELECT array_agg(z.size ORDER BY z.size) AS sizes, array_agg(z.ord ORDER BY z.size) AS orders
  FROM (SELECT size, min(size_order)::smallint AS ord FROM catalog.skus WHERE product_id = p.id GROUP BY 1) z
) s
CROSS JOIN LATERAL (
  SELECT array_agg(material ORDER BY material) AS materials, array_agg(percent ORDER BY material) AS percents
  FROM catalog.product_materials WHERE product_id = p.id
) m;
--> statement-breakpoint
-- NULL: every product (seeds, the backfill). Otherwise the products given, looked up by id.
CREATE FUNCTION "catalog"."refresh_product_listing"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM catalog.product_listing;
    INSERT INTO catalog.product_listing SELECT * FROM catalog.product_listing_source;
    RETURN;
  END IF;
  -- a product that lost its unit price in a store is no longer sold there
  DELETE FROM catalog.product_listing l WHERE l.product_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM catalog.prices pr WHERE pr.product_id = l.product_id AND pr.store = l.store AND pr.min_qty = 1);
  INSERT INTO catalog.product_listing SELECT * FROM catalog.product_listing_source s WHERE s.product_id = ANY(ids)
  ON CONFLICT (store, product_id) DO UPDATE SET
    amount = excluded.amount, business_line = excluded.business_line, kind = excluded.kind, brand_id = excluded.brand_id,
    category_id = excluded.category_id, units_sold = excluded.units_sold, created_at = excluded.created_at,
    color_families = excluded.color_families, color_hexes = excluded.color_hexes, sizes = excluded.sizes,
    size_orders = excluded.size_orders, materials = excluded.materials, material_percents = excluded.material_percents;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: one refresh per statement for the products it
-- touched, however many rows. TG_ARGV[0] names the product id column. Ordinary triggers (not
-- ALWAYS), so replica-mode bulk loads skip them; the seeds also set storefront.listing_deferred
-- and call refresh_product_listing(NULL) once at the end.
CREATE FUNCTION "catalog"."product_listing_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids int[];
BEGIN
  IF current_setting('storefront.listing_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT id) FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) u', TG_ARGV[0]) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN PERFORM catalog.refresh_product_listing(ids); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[['products', 'id'], ['prices', 'product_id'], ['compositions', 'product_id'], ['skus', 'product_id'], ['product_materials', 'product_id']] LOOP
    EXECUTE format('CREATE TRIGGER product_listing_sync_insert AFTER INSERT ON catalog.%I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.product_listing_sync(%L)', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER product_listing_sync_update AFTER UPDATE ON catalog.%I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.product_listing_sync(%L)', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER product_listing_sync_delete AFTER DELETE ON catalog.%I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.product_listing_sync(%L)', t[1], t[2]);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog.product_listing FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_catalog_version();
--> statement-breakpoint
ALTER TABLE catalog.product_listing ENABLE ALWAYS TRIGGER catalog_version_bump;
--> statement-breakpoint
SELECT catalog.refresh_product_listing(NULL);
--> statement-breakpoint
ANALYZE catalog.product_listing;
