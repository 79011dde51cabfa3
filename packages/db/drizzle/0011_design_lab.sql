CREATE SCHEMA "design_lab";
--> statement-breakpoint
CREATE TABLE "design_lab"."items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
