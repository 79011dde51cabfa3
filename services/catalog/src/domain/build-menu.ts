import type { Database } from '@storefront/db';
import { SUBSITES, type MenuResponse, type MenuSubsite, type Subsite } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { loadCategoryTree, type CategoryNode, type CategoryTree } from './category-tree';
import { categoryPath } from './store-paths';

export const SUBSITE_LABELS: Record<Subsite, string> = {
  transfers: 'Transfers',
  made: 'Made',
  sports: 'Sports',
  stickers: 'Stickers',
  shirts: 'Shirts',
  drinkware: 'Drinkware',
  digital: 'Digital',
};

/**
 * One subsite of the mega menu, or none when no category is placed in it (there would be nothing
 * to shop). A column is a category placed in the subsite whose parent is not; its links are "All …"
 * and every category below it that no other subsite claims, so nothing placed is unreachable and
 * nothing shows twice. "Shop all" opens the widest column. Every URL is a category listing
 * (`categoryPath`), never a reserved page of §2 such as /made.
 */
export function menuSubsite(tree: CategoryTree, key: Subsite, store: StoreCode): MenuSubsite | undefined {
  // in tree order: a parent's columns before its children's, siblings by position
  const heads: CategoryNode[] = [];
  const findHeads = (node: CategoryNode) => (node.subsite === key ? heads.push(node) : tree.childrenOf(node.id).forEach(findHeads));
  tree.roots().forEach(findHeads);
  if (heads.length === 0) return undefined;

  const below = (node: CategoryNode): CategoryNode[] =>
    tree.childrenOf(node.id).flatMap((child) => (child.subsite === null || child.subsite === key ? [child, ...below(child)] : []));
  const link = (label: string, node: CategoryNode) => ({ label, url: categoryPath(store, node.slug) });

  const columns = heads.map((head) => {
    const rest = below(head);
    return { head, rest, title: head.name, links: rest.length ? [link(`All ${head.name}`, head), ...rest.map((n) => link(n.name, n))] : [link(head.name, head)] };
  });
  const widest = columns.reduce((best, c) => (c.rest.length > best.rest.length ? c : best));
  return {
    key,
    label: SUBSITE_LABELS[key],
    url: categoryPath(store, widest.head.slug),
    columns: columns.map(({ title, links }) => ({ title, links })),
  };
}

export async function buildMenu(db: Database, store: StoreCode): Promise<MenuResponse> {
  const tree = await loadCategoryTree(db);
  return { subsites: SUBSITES.flatMap((key) => menuSubsite(tree, key, store) ?? []) };
}
