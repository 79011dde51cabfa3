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

  it('leaves out a subsite with nothing placed in it', () => {
    expect(menuSubsite(tree, 'sports', 'us')).toBeUndefined();
  });

  it('gives a placed subtree one column, without the parts another subsite claims, and "Shop all" its widest column', () => {
    // the demo's shape: every node below a placed one carries the subsite too; athletic sits under blanks but in sports
    const demo = new CategoryTree([
      cat(1, 'blanks', null, 'shirts'),
      cat(2, 'hats', 1, 'shirts'),
      cat(3, 'beanies', 2, 'shirts'),
      cat(4, 'athletic', 1, 'sports'),
      cat(5, 'performance-tees', 4, 'sports'),
      cat(6, 'print', null),
      cat(7, 'team-wear', 6, 'sports'),
      cat(8, 'jerseys', 7, 'sports'),
      cat(9, 'team-polos', 7, 'sports'),
    ]);
    expect(menuSubsite(demo, 'shirts', 'us')!.columns).toEqual([
      { title: 'BLANKS', links: [{ label: 'All BLANKS', url: '/blanks' }, { label: 'HATS', url: '/hats' }, { label: 'BEANIES', url: '/beanies' }] },
    ]);
    const sports = menuSubsite(demo, 'sports', 'us')!;
    expect(sports.columns.map((c) => c.title)).toEqual(['ATHLETIC', 'TEAM-WEAR']);
    expect(sports.url).toBe('/team-wear');
  });

  it('never links a reserved page of §2: a category named "made" is reached through ?category=', () => {
    const made = menuSubsite(new CategoryTree([cat(9, 'made', null, 'made'), cat(10, 'made-tees', 9, 'made')]), 'made', 'ca')!;
    expect(made.url).toBe('/ca?category=made');
    expect(made.columns[0]!.links.map((l) => l.url)).toEqual(['/ca?category=made', '/ca/made-tees']);
  });
});
