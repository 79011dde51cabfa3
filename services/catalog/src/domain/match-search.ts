import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { correctSpelling } from './correct-spelling';
import { withLocalSettings } from './with-local-settings';

export interface SearchMatch {
  /** how the term matched: stemmed full text, or trigram closeness as a typo fallback */
  mode: 'text' | 'fuzzy';
  /** condition over `p` */
  condition: SQL;
  /** relevance, higher first */
  rank: SQL;
  /** part of the facet cache key: fuzzy matches depend on the ids found */
  key: string;
}

/**
 * Full text first (websearch_to_tsquery over the search_vector GIN index: stems, so "hoody" and
 * "hoodies" both find hoodies). When that finds nothing, misspelt words are corrected against
 * the lexicon of indexed stems ("gildn blak" → gildan & black) and the search runs as full text
 * again — cheap at any catalog size. Only when no correction finds anything do we fall back to
 * trigram word similarity (`<%`, pg_trgm's default threshold 0.6) over
 * search_text. Trying full text first keeps ordinary searches off the costly trigram recheck.
 *
 * The fallback reads the matching ids with sequential scans switched off for that one
 * statement: the planner prices `<%` as cheap and picks a seq scan for common trigrams,
 * ~8× slower than the GIN index at 100k products.
 */
export async function matchSearch(db: Database, term: string): Promise<SearchMatch> {
  const tsq = sql`websearch_to_tsquery('english', ${term})`;
  const [hit] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from catalog.products p where p.search_vector @@ ${tsq}) as found`),
  );
  if (hit?.found) {
    return { mode: 'text', condition: sql`p.search_vector @@ ${tsq}`, rank: sql`ts_rank(p.search_vector, ${tsq})`, key: `t:${term}` };
  }
  const corrected = await correctSpelling(db, term);
  if (corrected) {
    // stems from the lexicon are [a-z0-9]+ joined by &, a valid tsquery as is ('simple': no re-stemming)
    const ctsq = sql`to_tsquery('simple', ${corrected})`;
    const [fixed] = rowsOf<{ found: boolean }>(
      await db.execute(sql`select exists (select 1 from catalog.products p where p.search_vector @@ ${ctsq}) as found`),
    );
    if (fixed?.found) {
      return { mode: 'text', condition: sql`p.search_vector @@ ${ctsq}`, rank: sql`ts_rank(p.search_vector, ${ctsq})`, key: `c:${corrected}` };
    }
  }
  const ids = await withLocalSettings(db, { enable_seqscan: 'off', jit: 'off' }, async (tx) =>
    rowsOf<{ id: number }>(await tx.execute(sql`select id from catalog.products where ${term}::text <% search_text`)).map((r) => r.id),
  );
  // ids are integers read back from the database: safe to pass as one int[] literal parameter
  const condition = ids.length ? sql`p.id = any(${`{${ids.join(',')}}`}::int[])` : sql`false`;
  return { mode: 'fuzzy', condition, rank: sql`word_similarity(${term}::text, p.search_text)`, key: `f:${term}` };
}
