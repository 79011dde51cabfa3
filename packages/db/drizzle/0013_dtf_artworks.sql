CREATE TABLE "design_lab"."dtf_artwork_versions" (
	"artwork_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"blob_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"operation" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtf_artwork_versions_artwork_id_version_pk" PRIMARY KEY("artwork_id","version"),
	CONSTRAINT "dtf_versions_size_positive" CHECK ("design_lab"."dtf_artwork_versions"."width" > 0 and "design_lab"."dtf_artwork_versions"."height" > 0 and "design_lab"."dtf_artwork_versions"."byte_size" > 0 and "design_lab"."dtf_artwork_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "design_lab"."dtf_artworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"name" text NOT NULL,
	"catalog_number" text,
	"digital_assets_file_id" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtf_artworks_owner" CHECK (("design_lab"."dtf_artworks"."user_id" is not null) <> ("design_lab"."dtf_artworks"."guest_token_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "design_lab"."dtf_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_version" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtf_jobs_status" CHECK ("design_lab"."dtf_jobs"."status" in ('running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "dtf_jobs_progress" CHECK ("design_lab"."dtf_jobs"."progress" >= 0 and "design_lab"."dtf_jobs"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "design_lab"."dtf_artwork_versions" ADD CONSTRAINT "dtf_artwork_versions_artwork_id_dtf_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "design_lab"."dtf_artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_lab"."dtf_jobs" ADD CONSTRAINT "dtf_jobs_artwork_id_dtf_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "design_lab"."dtf_artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dtf_versions_blob_idx" ON "design_lab"."dtf_artwork_versions" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "dtf_artworks_user_idx" ON "design_lab"."dtf_artworks" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dtf_artworks_guest_idx" ON "design_lab"."dtf_artworks" USING btree ("guest_token_hash","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dtf_jobs_one_running_idx" ON "design_lab"."dtf_jobs" USING btree ("artwork_id") WHERE "design_lab"."dtf_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "dtf_jobs_artwork_idx" ON "design_lab"."dtf_jobs" USING btree ("artwork_id","created_at" DESC NULLS LAST);