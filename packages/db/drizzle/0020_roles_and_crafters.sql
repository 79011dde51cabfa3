CREATE TABLE "account"."crafter_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"country" text NOT NULL,
	"province" text,
	"ein" text,
	"gst_hst_number" text,
	"qst_number" text,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "crafter_profiles_country" CHECK ("account"."crafter_profiles"."country" in ('US', 'CA')),
	CONSTRAINT "crafter_profiles_province" CHECK (("account"."crafter_profiles"."country" = 'CA') = ("account"."crafter_profiles"."province" is not null)),
	CONSTRAINT "crafter_profiles_ein" CHECK ("account"."crafter_profiles"."ein" is null or ("account"."crafter_profiles"."country" = 'US' and "account"."crafter_profiles"."ein" ~ '^[0-9]{2}-[0-9]{7}$')),
	CONSTRAINT "crafter_profiles_gst_hst" CHECK ("account"."crafter_profiles"."gst_hst_number" is null or ("account"."crafter_profiles"."country" = 'CA' and "account"."crafter_profiles"."gst_hst_number" ~ '^[0-9]{9}RT[0-9]{4}$')),
	CONSTRAINT "crafter_profiles_qst" CHECK ("account"."crafter_profiles"."qst_number" is null or ("account"."crafter_profiles"."province" = 'QC' and "account"."crafter_profiles"."qst_number" ~ '^[0-9]{10}TQ[0-9]{4}$'))
);
--> statement-breakpoint
CREATE TABLE "account"."user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" uuid,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role" CHECK ("account"."user_roles"."role" in ('crafter', 'printer', 'brand_page_manager', 'staff', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "account"."crafter_profiles" ADD CONSTRAINT "crafter_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."crafter_profiles" ADD CONSTRAINT "crafter_profiles_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."user_roles" ADD CONSTRAINT "user_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "account"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "account"."user_roles" USING btree ("role");