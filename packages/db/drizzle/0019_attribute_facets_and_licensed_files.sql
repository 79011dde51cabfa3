CREATE TABLE "digital_assets"."settled_sign_ins" (
	"sign_in_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"uploads_adopted" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog"."product_listing" ADD COLUMN "attributes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "attributes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_assets"."uploads" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
CREATE INDEX "product_listing_attributes_idx" ON "catalog"."product_listing" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "da_uploads_order_line_idx" ON "digital_assets"."uploads" USING btree ("order_line_id");--> statement-breakpoint
-- Hand-written below: a listing row now carries the product's attributes (appended last, so the
-- view's columns still line up with the table's for refresh_product_listing's SELECT *), the
-- refresh writes them, and existing digital assets get theirs from their formats and tags.
CREATE OR REPLACE VIEW "catalog"."product_listing_source" AS
SELECT p.id AS product_id, pr.store, pr.amount, p.business_line, p.kind, p.brand_id, p.category_id, p.units_sold, p.created_at,
       coalesce(c.families, '{}') AS color_families, coalesce(c.hexes, '{}') AS color_hexes,
       coalesce(s.sizes, '{}') AS sizes, coalesce(s.orders, '{}') AS size_orders,
       coalesce(m.materials, '{}') AS materials, coalesce(m.percents, '{}') AS material_percents,
       (SELECT coalesce(array_agg(DISTINCT a ORDER BY a), '{}') FROM unnest(p.attributes) a) AS attributes
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
CREATE OR REPLACE FUNCTION "catalog"."refresh_product_listing"(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
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
    size_orders = excluded.size_orders, materials = excluded.materials, material_percents = excluded.material_percents,
    attributes = excluded.attributes;
END
$$;
--> statement-breakpoint
-- the products' own triggers refresh their listing rows
UPDATE catalog.products p SET attributes = (
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM (
    SELECT 'format:' || lower(f) AS x FROM unnest(a.formats) f UNION SELECT 'tag:' || lower(t) FROM unnest(a.tags) t
  ) v
)
FROM digital_assets.assets a WHERE a.product_id = p.id;
--> statement-breakpoint
-- Print files made before this migration were found by name: give each its bought line (the
-- buyer's licence of the asset page it was made on), so it leaves the shopper's upload lists.
UPDATE digital_assets.uploads u SET order_line_id = (
  SELECT min(lu.order_line_id::text)::uuid FROM digital_assets.licence_usage lu
  JOIN catalog.products p ON p.id = lu.product_id
  WHERE lu.user_id = u.user_id AND p.slug = u.product_slug
)
WHERE u.user_id IS NOT NULL AND u.order_line_id IS NULL AND u.display_name LIKE '% (licensed).png';
