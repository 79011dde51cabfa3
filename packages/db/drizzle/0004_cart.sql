CREATE SCHEMA "cart";
--> statement-breakpoint
CREATE TABLE "cart"."carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"store" text NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_number_unique" UNIQUE("number"),
	CONSTRAINT "carts_store" CHECK ("cart"."carts"."store" in ('us', 'ca')),
	CONSTRAINT "carts_status" CHECK ("cart"."carts"."status" in ('open', 'closed')),
	CONSTRAINT "carts_owner" CHECK ("cart"."carts"."user_id" is not null or "cart"."carts"."guest_token_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "cart"."line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_id" integer NOT NULL,
	"composition_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_items_quantity_positive" CHECK ("cart"."line_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "cart"."carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_guest_idx" ON "cart"."carts" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_store_idx" ON "cart"."carts" USING btree ("user_id","store") WHERE status = 'open' and user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_guest_store_idx" ON "cart"."carts" USING btree ("guest_token_hash","store") WHERE status = 'open' and guest_token_hash is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "line_items_cart_sku_idx" ON "cart"."line_items" USING btree ("cart_id","sku");