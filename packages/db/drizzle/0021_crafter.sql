CREATE SCHEMA "crafter";
--> statement-breakpoint
CREATE TABLE "crafter"."customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "crafter"."customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crafter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crafter"."quote_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crafter_id" uuid NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crafter"."quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"product_slug" text,
	"color_name" text,
	"product_image_url" text,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_cost" integer NOT NULL,
	"image_id" uuid,
	CONSTRAINT "quote_lines_kind" CHECK ("crafter"."quote_lines"."kind" in ('catalog', 'free')),
	CONSTRAINT "quote_lines_money" CHECK ("crafter"."quote_lines"."quantity" > 0 and "crafter"."quote_lines"."unit_price" >= 0 and "crafter"."quote_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crafter"."quote_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"part" text NOT NULL,
	"amount" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"card" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "quote_payments_part" CHECK ("crafter"."quote_payments"."part" in ('deposit', 'balance')),
	CONSTRAINT "quote_payments_status" CHECK ("crafter"."quote_payments"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "quote_payments_amount" CHECK ("crafter"."quote_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "crafter"."quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crafter_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid,
	"customer_name" text,
	"customer_email" text,
	"title" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"store" text NOT NULL,
	"currency" text NOT NULL,
	"delivery_method" text NOT NULL,
	"ship_to" jsonb,
	"tax_region" text NOT NULL,
	"shipping" integer NOT NULL,
	"deposit" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"message" text,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"due_on" date NOT NULL,
	"token_hash" text,
	"proposed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_state" CHECK ("crafter"."quotes"."state" in ('draft', 'proposed', 'accepted', 'declined', 'expired', 'invoiced', 'completed')),
	CONSTRAINT "quotes_store" CHECK (("crafter"."quotes"."store", "crafter"."quotes"."currency") in (('us', 'USD'), ('ca', 'CAD'))),
	CONSTRAINT "quotes_delivery" CHECK ("crafter"."quotes"."delivery_method" in ('ship', 'pickup', 'local_delivery')),
	CONSTRAINT "quotes_dates" CHECK ("crafter"."quotes"."issued_on" <= "crafter"."quotes"."valid_until" and "crafter"."quotes"."valid_until" <= "crafter"."quotes"."due_on"),
	CONSTRAINT "quotes_shipping" CHECK ("crafter"."quotes"."shipping" >= 0)
);
--> statement-breakpoint
ALTER TABLE "crafter"."customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "crafter"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."customers" ADD CONSTRAINT "customers_crafter_id_users_id_fk" FOREIGN KEY ("crafter_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."quote_images" ADD CONSTRAINT "quote_images_crafter_id_users_id_fk" FOREIGN KEY ("crafter_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "crafter"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."quote_lines" ADD CONSTRAINT "quote_lines_image_id_quote_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "crafter"."quote_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."quote_payments" ADD CONSTRAINT "quote_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "crafter"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."quotes" ADD CONSTRAINT "quotes_crafter_id_users_id_fk" FOREIGN KEY ("crafter_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafter"."quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "crafter"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_position_idx" ON "crafter"."customer_addresses" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "customers_crafter_idx" ON "crafter"."customers" USING btree ("crafter_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_images_crafter_idx" ON "crafter"."quote_images" USING btree ("crafter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_idx" ON "crafter"."quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_payments_live_part_idx" ON "crafter"."quote_payments" USING btree ("quote_id","part") WHERE status in ('pending', 'succeeded');--> statement-breakpoint
CREATE UNIQUE INDEX "quote_payments_key_idx" ON "crafter"."quote_payments" USING btree ("quote_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_crafter_number_idx" ON "crafter"."quotes" USING btree ("crafter_id","number");--> statement-breakpoint
CREATE INDEX "quotes_crafter_updated_idx" ON "crafter"."quotes" USING btree ("crafter_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_idx" ON "crafter"."quotes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "crafter"."quotes" USING btree ("customer_id");