import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client/create-database';

/** A database or a transaction: all bulk inserts need is `execute`. */
export type Executor = Pick<Database, 'execute'>;

export type ColumnType = 'int4' | 'int2' | 'text' | 'float4' | 'timestamptz';

export interface Column<Row> {
  name: string;
  type: ColumnType;
  value: (row: Row) => string | number | null;
}

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A PostgreSQL array literal ('{1,2}', '{"a","b"}') for one column of the rows. */
function arrayLiteral<Row>(rows: readonly Row[], column: Column<Row>): string {
  const numeric = column.type === 'int4' || column.type === 'int2' || column.type === 'float4';
  const parts = rows.map((row) => {
    const v = column.value(row);
    if (v === null) return 'NULL';
    return numeric ? String(v) : quote(String(v));
  });
  return `{${parts.join(',')}}`;
}

/**
 * Multi-row insert as `INSERT … SELECT * FROM unnest($1::int4[], $2::text[], …)`: one parameter
 * per column whatever the row count, so a statement can carry tens of thousands of rows without
 * meeting the 65,535-parameter limit, and both PGlite and postgres.js send it unchanged.
 */
export async function insertRows<Row>(db: Executor, table: string, columns: readonly Column<Row>[], rows: readonly Row[], rowsPerStatement = 20_000): Promise<void> {
  for (let at = 0; at < rows.length; at += rowsPerStatement) {
    const chunk = rows.slice(at, at + rowsPerStatement);
    const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
    const arrays: SQL[] = columns.map((c) => sql`${arrayLiteral(chunk, c)}::${sql.raw(c.type)}[]`);
    await db.execute(sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}
