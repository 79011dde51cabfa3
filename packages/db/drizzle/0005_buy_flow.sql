CREATE TABLE "cart"."coupon_redemptions" (
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_id_order_id_pk" PRIMARY KEY("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "cart"."coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper" CHECK ("cart"."coupons"."code" = upper("cart"."coupons"."code")),
	CONSTRAINT "coupons_kind" CHECK (("cart"."coupons"."kind" = 'percent' and "cart"."coupons"."percent_off" between 1 and 100 and "cart"."coupons"."amount_off" is null) or ("cart"."coupons"."kind" = 'fixed' and "cart"."coupons"."amount_off" > 0 and "cart"."coupons"."currency" in ('USD', 'CAD') and "cart"."coupons"."percent_off" is null)),
	CONSTRAINT "coupons_uses" CHECK ("cart"."coupons"."times_used" >= 0 and ("cart"."coupons"."max_uses" is null or "cart"."coupons"."times_used" <= "cart"."coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "cart"."order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart"."order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_id" integer NOT NULL,
	"composition_id" integer NOT NULL,
	"product_slug" text NOT NULL,
	"title" text NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL,
	"image" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("cart"."order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart"."orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"store" text NOT NULL,
	"currency" text NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"email" text NOT NULL,
	"ship_address" jsonb NOT NULL,
	"shipping_speed" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"store_credit" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"coupon_code" text,
	"status" text NOT NULL,
	"payment_intent_id" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_owner" CHECK ("cart"."orders"."user_id" is not null or "cart"."orders"."guest_token_hash" is not null),
	CONSTRAINT "orders_amounts" CHECK ("cart"."orders"."subtotal" >= 0 and "cart"."orders"."discount" >= 0 and "cart"."orders"."shipping" >= 0 and "cart"."orders"."tax" >= 0 and "cart"."orders"."store_credit" >= 0 and "cart"."orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart"."payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"cart_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" jsonb,
	"last_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_amount" CHECK ("cart"."payment_intents"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart"."store_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credits_nonzero" CHECK ("cart"."store_credits"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "cart"."us_tax_rates" (
	"region" text PRIMARY KEY NOT NULL,
	"rate_ppm" integer NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	CONSTRAINT "us_tax_rates_rate" CHECK ("cart"."us_tax_rates"."rate_ppm" between 0 and 200000)
);
--> statement-breakpoint
DROP INDEX "cart"."carts_open_user_store_idx";--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "ship_address" jsonb;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "shipping_speed" text;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "use_store_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "cart"."coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "cart"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "cart"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "cart"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "cart"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."payment_intents" ADD CONSTRAINT "payment_intents_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."store_credits" ADD CONSTRAINT "store_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "cart"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "cart"."coupon_redemptions" USING btree ("coupon_id","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "cart"."coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "cart"."order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "cart"."order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "cart"."orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "cart"."orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "cart"."orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "cart"."orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "cart"."orders" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "payment_intents_cart_idx" ON "cart"."payment_intents" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "store_credits_user_idx" ON "cart"."store_credits" USING btree ("user_id","currency");--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "cart"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_user_store_idx" ON "cart"."carts" USING btree ("user_id","store") WHERE status = 'open' and active and user_id is not null;