CREATE TABLE "crafter"."order_links" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"crafter_id" uuid NOT NULL,
	"customer_id" uuid,
	"quote_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crafter"."order_links" ADD CONSTRAINT "order_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "cart"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."order_links" ADD CONSTRAINT "order_links_crafter_id_users_id_fk" FOREIGN KEY ("crafter_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."order_links" ADD CONSTRAINT "order_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "crafter"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."order_links" ADD CONSTRAINT "order_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "crafter"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_links_quote_idx" ON "crafter"."order_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "order_links_crafter_idx" ON "crafter"."order_links" USING btree ("crafter_id");