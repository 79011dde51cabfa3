ALTER TABLE "crafter"."quote_lines" ADD COLUMN "design_document" jsonb;--> statement-breakpoint
ALTER TABLE "crafter"."quote_lines" ADD CONSTRAINT "quote_lines_design_document" CHECK ("crafter"."quote_lines"."design_document" is null or "crafter"."quote_lines"."kind" = 'design');--> statement-breakpoint
-- lines saved before documents were kept take their project's document as it is now (what Order the goods used until then)
UPDATE "crafter"."quote_lines" AS l SET "design_document" = p."document" FROM "design_lab"."projects" AS p WHERE l."kind" = 'design' AND l."project_id" = p."id";
