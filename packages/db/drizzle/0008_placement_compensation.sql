DROP INDEX "cart"."orders_cart_idx";--> statement-breakpoint
ALTER TABLE "cart"."order_lines" ADD COLUMN "shipped_from" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "cart"."orders" USING btree ("cart_id") WHERE status <> 'canceled';