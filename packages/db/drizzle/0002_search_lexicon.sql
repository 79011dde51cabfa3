CREATE TABLE "catalog"."search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "catalog"."search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- fill it for catalogs seeded before the lexicon existed (the seed refreshes it from now on)
INSERT INTO "catalog"."search_lexicon" ("word", "products")
SELECT word, ndoc FROM ts_stat('select search_vector from catalog.products') WHERE word ~ '^[a-z0-9]{2,}$';
