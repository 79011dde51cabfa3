import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  businessLine: string;
  subsite: string | null;
  position: number;
}

/**
 * The whole category tree. It is small (hundreds of rows) next to products, so reading it per
 * request is cheaper than a recursive CTE per filter and keeps "includes descendants" in code.
 */
export async function loadCategoryTree(db: Database): Promise<CategoryTree> {
  const rows = rowsOf<CategoryNode>(
    await db.execute(sql`
      select id, slug, name, parent_id as "parentId", business_line as "businessLine", subsite, position
      from catalog.categories order by position, name, id`),
  );
  return new CategoryTree(rows);
}

export class CategoryTree {
  private readonly bySlug = new Map<string, CategoryNode>();
  private readonly children = new Map<number | null, CategoryNode[]>();

  constructor(readonly nodes: CategoryNode[]) {
    for (const n of nodes) {
      this.bySlug.set(n.slug, n);
      const siblings = this.children.get(n.parentId) ?? [];
      siblings.push(n);
      this.children.set(n.parentId, siblings);
    }
  }

  find(slug: string): CategoryNode | undefined {
    return this.bySlug.get(slug);
  }

  childrenOf(id: number | null): CategoryNode[] {
    return this.children.get(id) ?? [];
  }

  roots(): CategoryNode[] {
    return this.childrenOf(null);
  }

  /** The category and everything below it; guarded against a cycle in bad data. */
  subtreeIds(id: number): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    const stack = [id];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      out.push(next);
      for (const c of this.childrenOf(next)) stack.push(c.id);
    }
    return out;
  }
}
