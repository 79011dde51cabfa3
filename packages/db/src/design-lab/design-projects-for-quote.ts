import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { designProjects, madeProducts } from '../schema/design-lab';

/** A signed-in user's design-lab project as a crafter's quote prices it. */
export interface DesignProjectForQuote {
  id: string;
  name: string;
  madeProductSlug: string;
  /** the garment colour (catalog composition id) */
  compositionId: number;
  /** the stored document, as saved (parse it against the product's print areas) */
  document: unknown;
}

/**
 * Design lab's named read for the crafter service (ARCHITECTURE §3.1): the user's own projects
 * among these ids, one query whatever their number. Another user's, a guest's or an unknown id is absent.
 */
export async function designProjectsForQuote(db: Database, userId: string, ids: readonly string[]): Promise<Map<string, DesignProjectForQuote>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: designProjects.id, name: designProjects.name, madeProductSlug: madeProducts.slug, compositionId: designProjects.compositionId, document: designProjects.document })
    .from(designProjects)
    .innerJoin(madeProducts, eq(madeProducts.id, designProjects.madeProductId))
    .where(and(eq(designProjects.userId, userId), inArray(designProjects.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}
