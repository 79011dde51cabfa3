/**
 * The start list's tabs, in menu order. The slugs are the design-lab service's categories
 * (packages/db MADE_CATEGORIES, which the browser cannot import): the page loads one at a time,
 * so the names must be known before any list arrives. Change both together.
 */
export const MADE_CATEGORY_TABS = [
  { slug: 'tees', name: 'T-shirts & tanks' },
  { slug: 'polos', name: 'Polos' },
  { slug: 'hoodies-sweatshirts', name: 'Hoodies & sweatshirts' },
  { slug: 'hats', name: 'Hats' },
  { slug: 'bags', name: 'Bags' },
  { slug: 'drinkware', name: 'Drinkware' },
] as const;

export type MadeCategorySlug = (typeof MADE_CATEGORY_TABS)[number]['slug'];

export const DEFAULT_CATEGORY: MadeCategorySlug = 'tees';

/** The tab a `?category=` names, else the first. */
export function categoryFrom(search: string): MadeCategorySlug {
  const asked = new URLSearchParams(search).get('category');
  return MADE_CATEGORY_TABS.find((t) => t.slug === asked)?.slug ?? DEFAULT_CATEGORY;
}
