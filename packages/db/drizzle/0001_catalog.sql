CREATE SCHEMA "catalog";
--> statement-breakpoint
CREATE TABLE "catalog"."brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalog"."business_lines" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"business_line" text NOT NULL,
	"subsite" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalog"."compositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_name" text NOT NULL,
	"color_hex" text NOT NULL,
	"color_family" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"image_count" smallint DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."inventory" (
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"on_hand" integer NOT NULL,
	CONSTRAINT "inventory_sku_id_warehouse_id_pk" PRIMARY KEY("sku_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."prices" (
	"product_id" integer NOT NULL,
	"store" text NOT NULL,
	"min_qty" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "prices_product_id_store_min_qty_pk" PRIMARY KEY("product_id","store","min_qty")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_materials" (
	"product_id" integer NOT NULL,
	"material" text NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "product_materials_product_id_material_pk" PRIMARY KEY("product_id","material")
);
--> statement-breakpoint
CREATE TABLE "catalog"."products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"catalog_number" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"business_line" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"garment" text NOT NULL,
	"softness_score" real,
	"softness_source" text,
	"softness_composition_name" text,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"composition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"size_order" smallint NOT NULL,
	CONSTRAINT "skus_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "catalog"."warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "catalog"."categories" ADD CONSTRAINT "categories_business_line_business_lines_key_fk" FOREIGN KEY ("business_line") REFERENCES "catalog"."business_lines"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."compositions" ADD CONSTRAINT "compositions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."inventory" ADD CONSTRAINT "inventory_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "catalog"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."inventory" ADD CONSTRAINT "inventory_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "catalog"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_materials" ADD CONSTRAINT "product_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_business_line_business_lines_key_fk" FOREIGN KEY ("business_line") REFERENCES "catalog"."business_lines"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "catalog"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "catalog"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."skus" ADD CONSTRAINT "skus_composition_id_compositions_id_fk" FOREIGN KEY ("composition_id") REFERENCES "catalog"."compositions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "catalog"."categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "compositions_product_idx" ON "catalog"."compositions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "compositions_family_idx" ON "catalog"."compositions" USING btree ("color_family","product_id");--> statement-breakpoint
CREATE INDEX "prices_store_amount_idx" ON "catalog"."prices" USING btree ("store","min_qty","amount");--> statement-breakpoint
CREATE INDEX "product_materials_material_idx" ON "catalog"."product_materials" USING btree ("material","percent");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "catalog"."products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_catalog_number_idx" ON "catalog"."products" USING btree ("catalog_number");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "catalog"."products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "catalog"."products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_line_kind_idx" ON "catalog"."products" USING btree ("business_line","kind");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "catalog"."products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_units_sold_idx" ON "catalog"."products" USING btree ("units_sold");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "catalog"."products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "catalog"."products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_composition_idx" ON "catalog"."skus" USING btree ("composition_id");--> statement-breakpoint
CREATE INDEX "skus_product_size_idx" ON "catalog"."skus" USING btree ("product_id","size");