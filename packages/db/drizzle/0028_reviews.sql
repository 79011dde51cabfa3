CREATE TABLE "catalog"."review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"review_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"order_line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"store" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"print_method" text NOT NULL,
	"transfer_size" text,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"helpful" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("catalog"."reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status" CHECK ("catalog"."reviews"."status" in ('published', 'hidden')),
	CONSTRAINT "reviews_print_method" CHECK ("catalog"."reviews"."print_method" in ('blank', 'custom_print', 'dtf_transfer', 'sticker', 'spangle', 'letters', 'gang_sheet')),
	CONSTRAINT "reviews_hidden_reason" CHECK (("catalog"."reviews"."status" = 'hidden') = ("catalog"."reviews"."hidden_reason" is not null)),
	CONSTRAINT "reviews_helpful" CHECK ("catalog"."reviews"."helpful" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog"."review_photos" ADD CONSTRAINT "review_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "catalog"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "catalog"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "cart"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "catalog"."review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_photos_user_idx" ON "catalog"."review_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_votes_user_idx" ON "catalog"."review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_votes_challenge_idx" ON "catalog"."review_votes" USING btree ("challenge");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_idx" ON "catalog"."reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "catalog"."reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "catalog"."reviews" USING btree ("product_id","status","rating");--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "catalog"."reviews" USING btree ("product_id","status","helpful");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "catalog"."reviews" USING btree ("user_id");