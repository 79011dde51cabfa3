CREATE TABLE "catalog"."brand_page_managers" (
	"brand_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_page_managers_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."brand_pages" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_updated_by" uuid,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "catalog"."brand_publish_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "brand_publish_requests_status" CHECK ("catalog"."brand_publish_requests"."status" in ('pending', 'published', 'rejected', 'withdrawn')),
	CONSTRAINT "brand_publish_requests_decided" CHECK (("catalog"."brand_publish_requests"."status" = 'pending') = ("catalog"."brand_publish_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "catalog"."brand_page_managers" ADD CONSTRAINT "brand_page_managers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "catalog"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_page_managers" ADD CONSTRAINT "brand_page_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_page_managers" ADD CONSTRAINT "brand_page_managers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_pages" ADD CONSTRAINT "brand_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "catalog"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_pages" ADD CONSTRAINT "brand_pages_draft_updated_by_users_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_pages" ADD CONSTRAINT "brand_pages_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_publish_requests" ADD CONSTRAINT "brand_publish_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "catalog"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_publish_requests" ADD CONSTRAINT "brand_publish_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."brand_publish_requests" ADD CONSTRAINT "brand_publish_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_page_managers_user_idx" ON "catalog"."brand_page_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_publish_requests_one_pending" ON "catalog"."brand_publish_requests" USING btree ("brand_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "brand_publish_requests_status_idx" ON "catalog"."brand_publish_requests" USING btree ("status","requested_at");