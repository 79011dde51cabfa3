import { describe, expect, it } from 'vitest';
import { menuSubsite } from './build-menu';
import { CategoryTree, type CategoryNode } from './category-tree';

const cat = (id: number, slug: string, parentId: number | null, subsite: string | null = null): CategoryNode => ({
  id,
  slug,
  name: slug.toUpperCase(),
  parentId,
  businessLine: 'blanks',
  subsite,
  position: id,
});

describe('menuSubsite', () => {
  const tree = new CategoryTree([cat(1, 'tees', null, 'shirts'), cat(2, 'v-neck', 1), cat(3, 'polos', null, 'shirts'), cat(4, 'mugs', null, 'drinkware')]);

  it('makes a column per placed category, its children as links led by "All …"', () => {
    expect(menuSubsite(tree, 'shirts', 'ca')).toEqual({
      key: 'shirts',
      label: 'Shirts',
      url: '/ca/tees',
      columns: [
        { title: 'TEES', links: [{ label: 'All TEES', url: '/ca/tees' }, { label: 'V-NECK', url: '/ca/v-neck' }] },
        { title: 'POLOS', links: [{ label: 'POLOS', url: '/ca/polos' }] },
      ],
    });
  });

  it('sends an empty subsite to its own path, and Made always to /made', () => {
    expect(menuSubsite(tree, 'sports', 'us')).toEqual({ key: 'sports', label: 'Sports', url: '/sports', columns: [] });
    expect(menuSubsite(new CategoryTree([cat(9, 'made-tees', null, 'made')]), 'made', 'us').url).toBe('/made');
  });
});
