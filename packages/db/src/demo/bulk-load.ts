import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';

interface DroppedIndex {
  table: string;
  name: string;
  /** set when the index backs a PRIMARY KEY or UNIQUE constraint */
  constraint: string | null;
  definition: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Puts catalog tables in bulk-load mode for the rest of the transaction; the returned function
 * ends it. This roughly halves a 100,000-product seed:
 * - indexes are dropped and rebuilt once at the end (a GIN or btree built over the finished
 *   table is far cheaper than millions of incremental inserts). Kept: keys a foreign key points
 *   at (products.id, skus.id …). Definitions come from the system catalog, so indexes that later
 *   migrations add are handled too, and a failure rolls the drop back with everything else.
 * - when the role may, foreign-key triggers are skipped (session_replication_role = replica, as
 *   pg_restore --disable-triggers does): the seeder builds every reference from ids it assigned.
 */
export async function beginBulkLoad(db: Database, tables: readonly string[]): Promise<() => Promise<void>> {
  const [role] = rowsOf<{ su: boolean }>(await db.execute(sql`select rolsuper as su from pg_roles where rolname = current_user`));
  if (role?.su) await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);

  const list = tables.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ');
  const dropped = rowsOf<DroppedIndex>(
    await db.execute(
      sql.raw(`select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as "table",
               quote_ident(n.nspname) || '.' || quote_ident(ic.relname) as name,
               k.conname as "constraint",
               coalesce(pg_get_constraintdef(k.oid), pg_get_indexdef(i.indexrelid)) as definition
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_constraint k on k.conindid = i.indexrelid and k.conrelid = c.oid and k.contype in ('p', 'u')
        where n.nspname = 'catalog' and c.relname in (${list})
          and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = i.indexrelid)
        order by c.relname, ic.relname`),
    ),
  );
  for (const ix of dropped) {
    await db.execute(sql.raw(ix.constraint ? `alter table ${ix.table} drop constraint ${quoteIdent(ix.constraint)}` : `drop index ${ix.name}`));
  }

  return async () => {
    for (const ix of dropped) {
      await db.execute(sql.raw(ix.constraint ? `alter table ${ix.table} add constraint ${quoteIdent(ix.constraint)} ${ix.definition}` : ix.definition));
    }
    if (role?.su) await db.execute(sql`set local session_replication_role = origin`);
    await db.execute(sql`set local maintenance_work_mem to default`);
  };
}
