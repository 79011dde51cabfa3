import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { rowsOf, type Database } from '@storefront/db';

/**
 * Resolves once `app` answers `url` from a held catalog version: two requests in a row run no
 * statement on `db` (retried, since a background check may fall inside the window).
 */
export async function untilHolding(app: FastifyInstance, db: Database, url: string): Promise<void> {
  await app.inject(url);
  await vi.waitFor(
    async () => {
      const execute = vi.spyOn(db, 'execute');
      const select = vi.spyOn(db, 'select');
      try {
        await app.inject(url);
        await app.inject(url);
        expect(execute.mock.calls.length + select.mock.calls.length).toBe(0);
      } finally {
        execute.mockRestore();
        select.mockRestore();
      }
    },
    { timeout: 10_000, interval: 20 },
  );
}

/**
 * Catalog writes in this (throwaway, PostgreSQL) database keep bumping the version but stop
 * announcing it, as if every announcement were lost with its connection. Returns the undo.
 */
export async function silenceCatalogAnnouncements(db: Database): Promise<() => Promise<void>> {
  const [row] = rowsOf<{ def: string }>(await db.execute(sql`select pg_get_functiondef('catalog.bump_catalog_version()'::regprocedure) as def`));
  const original = row!.def;
  const silent = original.replace(/PERFORM pg_notify\([^;]*\);/i, '');
  if (silent === original) throw new Error('silenceCatalogAnnouncements: bump_catalog_version no longer announces with pg_notify');
  await db.execute(sql.raw(silent));
  return async () => void (await db.execute(sql.raw(original)));
}
