import { createTestDatabase } from '../testing/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { insertRows, type Column } from './insert-rows';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table public.bulk_probe (n int4, t text, r real, at timestamptz)`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

type Probe = { n: number; t: string | null; r: number | null; at: string };
const columns: Column<Probe>[] = [
  { name: 'n', type: 'int4', value: (p) => p.n },
  { name: 't', type: 'text', value: (p) => p.t },
  { name: 'r', type: 'float4', value: (p) => p.r },
  { name: 'at', type: 'timestamptz', value: (p) => p.at },
];

describe('insertRows', () => {
  it('round-trips quotes, backslashes, braces, commas, NULL and the word NULL', async () => {
    const awkward = ['say "hi"', 'back\\slash', '{braces}, commas', 'NULL', '', 'Women’s — 22x60', null];
    const rows = awkward.map((t, n) => ({ n, t, r: n % 2 ? null : n + 0.5, at: new Date(Date.UTC(2025, 0, n + 1)).toISOString() }));
    await insertRows(handle.db, 'public.bulk_probe', columns, rows, 3); // several statements
    const back = rowsOf<{ n: number; t: string | null; r: number | null; at: string }>(
      await handle.db.execute(sql`select n, t, r, to_char(at at time zone 'UTC', 'YYYY-MM-DD') as at from public.bulk_probe order by n`),
    );
    expect(back.map((b) => b.t)).toEqual(awkward);
    expect(back.map((b) => b.r)).toEqual(rows.map((r) => r.r));
    expect(back[2]?.at).toBe('2025-01-03');
  });
});
