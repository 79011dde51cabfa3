import { describe, expect, it } from 'vitest';
import { CategoryTree, type CategoryNode } from './category-tree';

const node = (id: number, slug: string, parentId: number | null): CategoryNode => ({
  id,
  slug,
  name: slug,
  parentId,
  businessLine: 'blanks',
  subsite: null,
  position: id,
});

describe('CategoryTree', () => {
  it('collects a category and all its descendants', () => {
    const tree = new CategoryTree([node(1, 'apparel', null), node(2, 'tees', 1), node(3, 'v-necks', 2), node(4, 'mugs', null)]);
    expect(tree.subtreeIds(1).sort()).toEqual([1, 2, 3]);
    expect(tree.subtreeIds(3)).toEqual([3]);
    expect(tree.roots().map((n) => n.slug)).toEqual(['apparel', 'mugs']);
    expect(tree.find('tees')?.id).toBe(2);
  });

  it('survives a cycle in the data', () => {
    const tree = new CategoryTree([node(1, 'a', 2), node(2, 'b', 1)]);
    expect(tree.subtreeIds(1).sort()).toEqual([1, 2]);
  });
});
