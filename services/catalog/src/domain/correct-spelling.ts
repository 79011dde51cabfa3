import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';

const MAX_WORDS = 8;

/**
 * Corrects a search term word by word against catalog.search_lexicon (the stems products are
 * indexed under): a known word keeps its stem, an unknown one becomes the closest stem by
 * trigram similarity (pg_trgm's `%`, default threshold 0.3, on the lexicon's GIN index), ties
 * going to the stem more products have. Returns a tsquery of stems joined by `&`, or null when
 * a word has no close stem or nothing needed correcting.
 */
export async function correctSpelling(db: Database, term: string): Promise<string | null> {
  const words = (term.toLowerCase().match(/[a-z0-9]+/g) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const rows = rowsOf<{ stem: string; known: boolean; suggestion: string | null }>(
    await db.execute(sql`
      with q as (
        select t.ord, t.word, coalesce((select v.lexeme from unnest(to_tsvector('english', t.word)) v limit 1), '') as stem
        from unnest(${`{${words.join(',')}}`}::text[]) with ordinality as t(word, ord)
      )
      select q.stem,
        exists (select 1 from catalog.search_lexicon l where l.word = q.stem) as known,
        (select l.word from catalog.search_lexicon l where l.word % q.word
          order by similarity(l.word, q.word) desc, l.products desc limit 1) as suggestion
      from q order by q.ord`),
  );
  const stems: string[] = [];
  let changed = false;
  for (const r of rows) {
    if (r.stem === '') continue; // a stop word ("the", "for") carries no meaning to search for
    if (r.known) stems.push(r.stem);
    else if (r.suggestion) {
      stems.push(r.suggestion);
      changed = true;
    } else return null;
  }
  return changed && stems.length > 0 ? stems.join(' & ') : null;
}
