CREATE TABLE "catalog"."content_pages" (
	"store" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_pages_store_path_pk" PRIMARY KEY("store","path"),
	CONSTRAINT "content_pages_store" CHECK ("catalog"."content_pages"."store" in ('us', 'ca')),
	CONSTRAINT "content_pages_path" CHECK ("catalog"."content_pages"."path" ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$')
);
--> statement-breakpoint
ALTER TABLE "catalog"."content_pages" ADD CONSTRAINT "content_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;