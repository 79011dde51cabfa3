import type { Database } from '@storefront/db';
import { SUBSITES, type MenuResponse, type MenuSubsite, type Subsite } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { loadCategoryTree, type CategoryTree } from './category-tree';
import { categoryPath, storePath } from './store-paths';

export const SUBSITE_LABELS: Record<Subsite, string> = {
  transfers: 'Transfers',
  made: 'Made',
  sports: 'Sports',
  stickers: 'Stickers',
  shirts: 'Shirts',
  drinkware: 'Drinkware',
};

/**
 * One subsite of the mega menu: each category placed in the subsite is a column, its children
 * the links (led by "All …"); a category with no children is a single link. The subsite links
 * to its first category, except Made, which has its own reserved page (§2).
 */
export function menuSubsite(tree: CategoryTree, key: Subsite, store: StoreCode): MenuSubsite {
  const placed = tree.nodes.filter((n) => n.subsite === key);
  const columns = placed.map((cat) => {
    const children = tree.childrenOf(cat.id);
    const links = children.length
      ? [{ label: `All ${cat.name}`, url: categoryPath(store, cat.slug) }, ...children.map((c) => ({ label: c.name, url: categoryPath(store, c.slug) }))]
      : [{ label: cat.name, url: categoryPath(store, cat.slug) }];
    return { title: cat.name, links };
  });
  const first = placed[0];
  const url = key === 'made' || !first ? storePath(store, `/${key}`) : categoryPath(store, first.slug);
  return { key, label: SUBSITE_LABELS[key], url, columns };
}

export async function buildMenu(db: Database, store: StoreCode): Promise<MenuResponse> {
  const tree = await loadCategoryTree(db);
  return { subsites: SUBSITES.map((key) => menuSubsite(tree, key, store)) };
}
