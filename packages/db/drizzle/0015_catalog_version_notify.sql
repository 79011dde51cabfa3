-- Every catalog write also announces the new version on the `catalog_version` channel, so each
-- catalog instance keeps the version in memory instead of reading it for every request. NOTIFY is
-- transactional: listeners hear it when the write commits, never before, and not if it rolls back.
-- Several statements in one transaction announce once per bump; listeners keep the highest.
CREATE OR REPLACE FUNCTION "catalog"."bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE "catalog"."catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('catalog_version', v::text);
  RETURN NULL;
END
$$;
