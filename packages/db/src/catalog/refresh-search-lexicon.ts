import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';

/**
 * Rebuilds catalog.search_lexicon from the stems in products.search_vector. Run after the
 * catalog's products change (the seed does); search corrects misspelt words against it.
 * Only plain stems (letters and digits) are kept, so a stem can be used in a tsquery as is.
 */
export async function refreshSearchLexicon(db: Database): Promise<void> {
  await db.execute(sql`delete from catalog.search_lexicon`);
  await db.execute(sql`
    insert into catalog.search_lexicon (word, products)
    select word, ndoc from ts_stat('select search_vector from catalog.products')
    where word ~ '^[a-z0-9]{2,}$'`);
  await db.execute(sql`analyze catalog.search_lexicon`);
}
