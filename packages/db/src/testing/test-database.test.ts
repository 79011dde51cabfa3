import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../index';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await a.db.execute(sql`insert into catalog.business_lines (key, label, position) values ('print', 'Print', 1)`);
      const inA = rowsOf<{ n: number }>(await a.db.execute(sql`select count(*)::int as n from catalog.business_lines`));
      const inB = rowsOf<{ n: number }>(await b.db.execute(sql`select count(*)::int as n from catalog.business_lines`));
      expect(inA[0]?.n).toBe(1);
      expect(inB[0]?.n).toBe(0);
      // a later one, started from the process's migrated copy, has every migration and none of a's rows
      const c = await createTestDatabase();
      try {
        const applied = async (h: typeof a) =>
          rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n;
        expect(await applied(c)).toBe(await applied(a));
        expect(await applied(c)).toBeGreaterThan(0);
        const inC = rowsOf<{ n: number }>(await c.db.execute(sql`select count(*)::int as n from catalog.business_lines`));
        expect(inC[0]?.n).toBe(0);
      } finally {
        await c.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
