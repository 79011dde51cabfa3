CREATE TABLE "account"."locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"zipcode" text NOT NULL,
	"country" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_country" CHECK ("account"."locations"."country" in ('US', 'CA'))
);
--> statement-breakpoint
ALTER TABLE "account"."locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_user_zipcode_idx" ON "account"."locations" USING btree ("user_id","zipcode");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_user_current_idx" ON "account"."locations" USING btree ("user_id") WHERE "account"."locations"."is_current";