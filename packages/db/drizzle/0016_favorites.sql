CREATE TABLE "account"."favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_product_key" UNIQUE("user_id","product_id"),
	CONSTRAINT "favorites_note_length" CHECK (char_length("account"."favorites"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "account"."monitored_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"store" text NOT NULL,
	"sku" text,
	"size" text,
	"baseline_amount" integer,
	"baseline_currency" text,
	"baseline_in_stock" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp with time zone,
	"last_notified_amount" integer,
	"last_notified_in_stock" boolean,
	CONSTRAINT "monitored_items_alert_key" UNIQUE NULLS NOT DISTINCT("user_id","product_id","kind","store","sku","size"),
	CONSTRAINT "monitored_items_kind" CHECK ("account"."monitored_items"."kind" in ('price_drop', 'back_in_stock')),
	CONSTRAINT "monitored_items_store" CHECK ("account"."monitored_items"."store" in ('us', 'ca')),
	CONSTRAINT "monitored_items_baseline" CHECK (("account"."monitored_items"."kind" = 'price_drop' and "account"."monitored_items"."baseline_amount" is not null and "account"."monitored_items"."baseline_currency" in ('USD', 'CAD') and "account"."monitored_items"."baseline_in_stock" is null and "account"."monitored_items"."sku" is null and "account"."monitored_items"."size" is null)
       or ("account"."monitored_items"."kind" = 'back_in_stock' and "account"."monitored_items"."baseline_in_stock" is not null and "account"."monitored_items"."baseline_amount" is null and "account"."monitored_items"."baseline_currency" is null))
);
--> statement-breakpoint
ALTER TABLE "account"."favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."monitored_items" ADD CONSTRAINT "monitored_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."monitored_items" ADD CONSTRAINT "monitored_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."monitored_items" ADD CONSTRAINT "monitored_items_favorite_fk" FOREIGN KEY ("user_id","product_id") REFERENCES "account"."favorites"("user_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_product_idx" ON "account"."favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "monitored_items_product_idx" ON "account"."monitored_items" USING btree ("product_id");