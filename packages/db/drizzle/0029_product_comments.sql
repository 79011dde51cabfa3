CREATE TABLE "catalog"."product_comment_votes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_comment_votes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"parent_id" uuid,
	"user_id" uuid NOT NULL,
	"author" text NOT NULL,
	"badge" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"helpful" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_comments_badge" CHECK ("catalog"."product_comments"."badge" in ('staff', 'buyer', 'shopper')),
	CONSTRAINT "product_comments_status" CHECK ("catalog"."product_comments"."status" in ('published', 'hidden')),
	CONSTRAINT "product_comments_hidden_reason" CHECK (("catalog"."product_comments"."status" = 'hidden') = ("catalog"."product_comments"."hidden_reason" is not null)),
	CONSTRAINT "product_comments_helpful" CHECK ("catalog"."product_comments"."helpful" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog"."product_comment_votes" ADD CONSTRAINT "product_comment_votes_comment_id_product_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "catalog"."product_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_comment_votes" ADD CONSTRAINT "product_comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_comments" ADD CONSTRAINT "product_comments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_comments" ADD CONSTRAINT "product_comments_parent_id_product_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "catalog"."product_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_comments" ADD CONSTRAINT "product_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_comments" ADD CONSTRAINT "product_comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_comment_votes_user_idx" ON "catalog"."product_comment_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_comments_questions_idx" ON "catalog"."product_comments" USING btree ("product_id","status","created_at") WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "product_comments_parent_idx" ON "catalog"."product_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_comments_user_idx" ON "catalog"."product_comments" USING btree ("user_id");