ALTER TABLE "crafter"."quote_lines" DROP CONSTRAINT "quote_lines_kind";--> statement-breakpoint
ALTER TABLE "crafter"."quote_lines" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "crafter"."quote_lines" ADD CONSTRAINT "quote_lines_project" CHECK (("crafter"."quote_lines"."kind" = 'design') = ("crafter"."quote_lines"."project_id" is not null));--> statement-breakpoint
ALTER TABLE "crafter"."quote_lines" ADD CONSTRAINT "quote_lines_kind" CHECK ("crafter"."quote_lines"."kind" in ('catalog', 'free', 'design'));