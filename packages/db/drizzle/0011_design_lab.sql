CREATE SCHEMA "design_lab";
--> statement-breakpoint
CREATE TABLE "design_lab"."settled_sign_ins" (
	"sign_in_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"projects_adopted" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_lab"."projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"made_product_id" integer NOT NULL,
	"composition_id" integer NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"document_version" smallint NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_owner" CHECK (("design_lab"."projects"."user_id" is not null) <> ("design_lab"."projects"."guest_token_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "design_lab"."made_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"catalog_product_id" integer NOT NULL,
	"category" text NOT NULL,
	"garment_type" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_lab"."print_areas" (
	"garment_type" text NOT NULL,
	"side" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL,
	"width_in" double precision NOT NULL,
	"height_in" double precision NOT NULL,
	"safe_inset_in" double precision NOT NULL,
	"bleed_in" double precision NOT NULL,
	"view" smallint NOT NULL,
	"left" double precision NOT NULL,
	"top" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	CONSTRAINT "print_areas_garment_type_side_pk" PRIMARY KEY("garment_type","side"),
	CONSTRAINT "print_areas_side" CHECK ("design_lab"."print_areas"."side" in ('front', 'back', 'left_sleeve', 'right_sleeve', 'main')),
	CONSTRAINT "print_areas_inches" CHECK ("design_lab"."print_areas"."width_in" > 0 and "design_lab"."print_areas"."height_in" > 0 and "design_lab"."print_areas"."safe_inset_in" >= 0 and "design_lab"."print_areas"."bleed_in" >= 0 and 2 * "design_lab"."print_areas"."safe_inset_in" < least("design_lab"."print_areas"."width_in", "design_lab"."print_areas"."height_in")),
	CONSTRAINT "print_areas_placement" CHECK ("design_lab"."print_areas"."left" >= 0 and "design_lab"."print_areas"."top" >= 0 and "design_lab"."print_areas"."width" > 0 and "design_lab"."print_areas"."height" > 0 and "design_lab"."print_areas"."left" + "design_lab"."print_areas"."width" <= 1 and "design_lab"."print_areas"."top" + "design_lab"."print_areas"."height" <= 1),
	CONSTRAINT "print_areas_view" CHECK ("design_lab"."print_areas"."view" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "design_lab"."projects" ADD CONSTRAINT "projects_made_product_id_made_products_id_fk" FOREIGN KEY ("made_product_id") REFERENCES "design_lab"."made_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_lab"."made_products" ADD CONSTRAINT "made_products_catalog_product_id_products_id_fk" FOREIGN KEY ("catalog_product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "design_lab"."projects" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_guest_idx" ON "design_lab"."projects" USING btree ("guest_token_hash","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_made_product_idx" ON "design_lab"."projects" USING btree ("made_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "made_products_slug_idx" ON "design_lab"."made_products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "made_products_catalog_product_idx" ON "design_lab"."made_products" USING btree ("catalog_product_id");--> statement-breakpoint
CREATE INDEX "made_products_category_idx" ON "design_lab"."made_products" USING btree ("category","sort_order");