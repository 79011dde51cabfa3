CREATE TABLE "account"."alert_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitored_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change_key" text NOT NULL,
	"store" text NOT NULL,
	"product_name" text NOT NULL,
	"product_path" text NOT NULL,
	"old_amount" integer,
	"new_amount" integer,
	"currency" text,
	"sku" text,
	"size" text,
	"in_stock" boolean,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_mails_change_key" UNIQUE("monitored_item_id","change_key"),
	CONSTRAINT "alert_mails_kind" CHECK ("account"."alert_mails"."kind" in ('price_drop', 'back_in_stock')),
	CONSTRAINT "alert_mails_store" CHECK ("account"."alert_mails"."store" in ('us', 'ca')),
	CONSTRAINT "alert_mails_status" CHECK ("account"."alert_mails"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "alert_mails_facts" CHECK (("account"."alert_mails"."kind" = 'price_drop' and "account"."alert_mails"."old_amount" is not null and "account"."alert_mails"."new_amount" is not null and "account"."alert_mails"."currency" in ('USD', 'CAD'))
       or ("account"."alert_mails"."kind" = 'back_in_stock' and "account"."alert_mails"."in_stock" is not null))
);
--> statement-breakpoint
ALTER TABLE "account"."alert_mails" ADD CONSTRAINT "alert_mails_monitored_item_id_monitored_items_id_fk" FOREIGN KEY ("monitored_item_id") REFERENCES "account"."monitored_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_mails_pending_idx" ON "account"."alert_mails" USING btree ("created_at") WHERE "account"."alert_mails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_mails_user_idx" ON "account"."alert_mails" USING btree ("user_id");