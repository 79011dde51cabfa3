CREATE TABLE "cart"."dtf_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"artwork_version" integer NOT NULL,
	"name" text NOT NULL,
	"pixel_width" integer NOT NULL,
	"pixel_height" integer NOT NULL,
	"width_hundredths" integer NOT NULL,
	"height_hundredths" integer NOT NULL,
	"pre_cut" boolean DEFAULT false NOT NULL,
	"low_resolution_accepted" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'dtf' NOT NULL,
	"sticker" jsonb,
	"spangle" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dtf_prints_kind" CHECK ("cart"."dtf_prints"."kind" in ('dtf', 'sticker', 'spangle') and ("cart"."dtf_prints"."kind" = 'sticker') = ("cart"."dtf_prints"."sticker" is not null) and ("cart"."dtf_prints"."kind" = 'spangle') = ("cart"."dtf_prints"."spangle" is not null)),
	CONSTRAINT "dtf_prints_sizes_positive" CHECK ("cart"."dtf_prints"."pixel_width" > 0 and "cart"."dtf_prints"."pixel_height" > 0 and "cart"."dtf_prints"."width_hundredths" > 0 and "cart"."dtf_prints"."height_hundredths" > 0 and "cart"."dtf_prints"."artwork_version" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart"."gang_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"width_in" integer NOT NULL,
	"length_in" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gang_sheets_size_positive" CHECK ("cart"."gang_sheets"."width_in" > 0 and "cart"."gang_sheets"."length_in" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart"."letter_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"text" text NOT NULL,
	"font" text NOT NULL,
	"height_hundredths" integer NOT NULL,
	"width_hundredths" integer NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_prints_size_positive" CHECK ("cart"."letter_prints"."height_hundredths" > 0 and "cart"."letter_prints"."width_hundredths" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart"."line_items" DROP CONSTRAINT "line_items_cart_sku_design_key";--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD COLUMN "dtf_print_id" uuid;--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD COLUMN "gang_sheet_id" uuid;--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD COLUMN "letter_print_id" uuid;--> statement-breakpoint
ALTER TABLE "cart"."order_lines" ADD COLUMN "dtf_print" jsonb;--> statement-breakpoint
ALTER TABLE "cart"."order_lines" ADD COLUMN "gang_sheet" jsonb;--> statement-breakpoint
ALTER TABLE "cart"."order_lines" ADD COLUMN "letters" jsonb;--> statement-breakpoint
ALTER TABLE "cart"."dtf_prints" ADD CONSTRAINT "dtf_prints_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."gang_sheets" ADD CONSTRAINT "gang_sheets_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."letter_prints" ADD CONSTRAINT "letter_prints_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "cart"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dtf_prints_cart_idx" ON "cart"."dtf_prints" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "dtf_prints_artwork_idx" ON "cart"."dtf_prints" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "gang_sheets_cart_idx" ON "cart"."gang_sheets" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "letter_prints_cart_idx" ON "cart"."letter_prints" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_dtf_print_id_dtf_prints_id_fk" FOREIGN KEY ("dtf_print_id") REFERENCES "cart"."dtf_prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_gang_sheet_id_gang_sheets_id_fk" FOREIGN KEY ("gang_sheet_id") REFERENCES "cart"."gang_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_letter_print_id_letter_prints_id_fk" FOREIGN KEY ("letter_print_id") REFERENCES "cart"."letter_prints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_items_dtf_print_idx" ON "cart"."line_items" USING btree ("dtf_print_id") WHERE dtf_print_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "line_items_gang_sheet_idx" ON "cart"."line_items" USING btree ("gang_sheet_id") WHERE gang_sheet_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "line_items_letter_print_idx" ON "cart"."line_items" USING btree ("letter_print_id") WHERE letter_print_id is not null;--> statement-breakpoint
CREATE INDEX "order_lines_dtf_artwork_idx" ON "cart"."order_lines" USING btree (("dtf_print" ->> 'artwork_id')) WHERE dtf_print is not null;--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_cart_sku_kind_key" UNIQUE NULLS NOT DISTINCT("cart_id","sku","made_design_id","dtf_print_id","gang_sheet_id","letter_print_id");--> statement-breakpoint
ALTER TABLE "cart"."line_items" ADD CONSTRAINT "line_items_one_kind" CHECK (num_nonnulls("cart"."line_items"."made_design_id", "cart"."line_items"."dtf_print_id", "cart"."line_items"."gang_sheet_id", "cart"."line_items"."letter_print_id") <= 1);