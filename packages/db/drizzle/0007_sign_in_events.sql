CREATE TABLE "account"."sign_in_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"guest_cart_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart"."settled_sign_ins" (
	"sign_in_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"carts_merged" integer NOT NULL,
	"orders_claimed" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."sign_in_events" ADD CONSTRAINT "sign_in_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_events_user_idx" ON "account"."sign_in_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_events_created_idx" ON "account"."sign_in_events" USING btree ("created_at");