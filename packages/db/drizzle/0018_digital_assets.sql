CREATE SCHEMA "digital_assets";
--> statement-breakpoint
CREATE TABLE "digital_assets"."uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"product_slug" text,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "da_uploads_owner" CHECK (("digital_assets"."uploads"."user_id" is not null) <> ("digital_assets"."uploads"."guest_token_hash" is not null)),
	CONSTRAINT "da_uploads_kind" CHECK ("digital_assets"."uploads"."kind" in ('raster', 'svg')),
	CONSTRAINT "da_uploads_size_positive" CHECK ("digital_assets"."uploads"."width" > 0 and "digital_assets"."uploads"."height" > 0 and "digital_assets"."uploads"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "digital_assets"."assets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"formats" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"art_seed" integer NOT NULL,
	"standard_print_cap" integer,
	"pod_as_is" boolean DEFAULT false NOT NULL,
	CONSTRAINT "assets_cap_positive" CHECK ("digital_assets"."assets"."standard_print_cap" is null or "digital_assets"."assets"."standard_print_cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "digital_assets"."licence_usage" (
	"order_line_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"licence" text NOT NULL,
	"cap" integer,
	"units_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_usage_licence" CHECK ("digital_assets"."licence_usage"."licence" in ('standard', 'extended')),
	CONSTRAINT "licence_usage_within_cap" CHECK ("digital_assets"."licence_usage"."units_used" >= 0 and ("digital_assets"."licence_usage"."cap" is null or "digital_assets"."licence_usage"."units_used" <= "digital_assets"."licence_usage"."cap"))
);
--> statement-breakpoint
CREATE TABLE "digital_assets"."print_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_sends_units_positive" CHECK ("digital_assets"."print_sends"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "digital_assets"."assets" ADD CONSTRAINT "assets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "da_uploads_user_idx" ON "digital_assets"."uploads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "da_uploads_guest_idx" ON "digital_assets"."uploads" USING btree ("guest_token_hash","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_author_idx" ON "digital_assets"."assets" USING btree ("author");--> statement-breakpoint
CREATE INDEX "assets_tags_idx" ON "digital_assets"."assets" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "licence_usage_user_idx" ON "digital_assets"."licence_usage" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "print_sends_line_idx" ON "digital_assets"."print_sends" USING btree ("order_line_id","created_at");