CREATE TABLE "catalog"."catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog"."catalog_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written below: the row, and a statement trigger on every catalog table that bumps it, so
-- every writer (any service, any instance, psql) invalidates the catalog's cached answers. The
-- bump is an UPDATE of one row: it commits with the write (never visible before it) and holds
-- the row until commit, so catalog writers queue behind each other for that moment.
INSERT INTO "catalog"."catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "catalog"."bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog"."catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- ENABLE ALWAYS: the bulk seed runs with session_replication_role = replica, which skips ordinary triggers
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['business_lines', 'brands', 'categories', 'products', 'product_materials', 'compositions', 'skus', 'prices', 'warehouses', 'inventory', 'search_lexicon'] LOOP
    EXECUTE format('CREATE TRIGGER catalog_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog.%I FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_catalog_version()', t);
    EXECUTE format('ALTER TABLE catalog.%I ENABLE ALWAYS TRIGGER catalog_version_bump', t);
  END LOOP;
END
$$;
