CREATE TABLE "cart"."made_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"project_id" uuid,
	"made_product_slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"composition_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"placement_count" integer NOT NULL,
	"low_resolution_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "made_designs_placements" CHECK ("cart"."made_designs"."placement_count" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "design_lab"."uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_owner" CHECK (("design_lab"."uploads"."user_id" is not null) <> ("design_lab"."uploads"."guest_token_hash" is not null)),
	CONSTRAINT "uploads_kind" CHECK ("design_lab"."uploads"."kind" in ('raster', 'svg')),
	CONSTRAINT "uploads_size_positive" CHECK ("design_lab"."uploads"."width" > 0 and "design_lab"."uploads"."height" > 0 and "design_lab"."uploads"."byte_size" > 0)
);
--> statement-breakpoint
DROP INDEX "cart"."line_items_cart_sku_idx";--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD COLUMN "made_design_id" uuid;--> statement-breakpoint
ALTER TABLE "cart"."order_lines" ADD COLUMN "made_design" jsonb;--> statement-breakpoint
ALTER TABLE "cart"."made_designs" ADD CONSTRAINT "made_designs_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "made_designs_cart_idx" ON "cart"."made_designs" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "design_lab"."uploads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_guest_idx" ON "design_lab"."uploads" USING btree ("guest_token_hash","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_made_design_id_made_designs_id_fk" FOREIGN KEY ("made_design_id") REFERENCES "cart"."made_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_cart_sku_design_key" UNIQUE NULLS NOT DISTINCT("cart_id","sku","made_design_id");