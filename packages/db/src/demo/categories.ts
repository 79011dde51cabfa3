import type { BusinessLine, Subsite } from '@storefront/contracts';

/**
 * The category tree. `subsite` puts a category in that header mega menu; a menu's columns are
 * its categories whose parent is not in the same menu (Blanks → Athletic lands in `sports`
 * while its siblings sit under `shirts`). Products always hang on leaves.
 */
export interface CategoryNode {
  slug: string;
  name: string;
  subsite?: Subsite;
  children?: readonly CategoryNode[];
}

const leaf = (slug: string, name: string, subsite?: Subsite): CategoryNode => ({ slug, name, ...(subsite ? { subsite } : {}) });
const menu = (subsite: Subsite, nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.map((n) => ({ ...n, subsite: n.subsite ?? subsite, ...(n.children ? { children: menu(n.subsite ?? subsite, n.children) } : {}) }));

export const CATEGORY_TREE: Record<BusinessLine, CategoryNode> = {
  transfers: {
    slug: 'transfers',
    name: 'Transfers',
    subsite: 'transfers',
    children: menu('transfers', [
      { slug: 'dtf-transfers', name: 'DTF Transfers', children: [leaf('custom-dtf-transfers', 'Custom DTF Transfers'), leaf('ready-to-press-dtf', 'Ready-to-Press DTF')] },
      leaf('gang-sheets', 'Gang Sheets'),
      leaf('uv-dtf-transfers', 'UV DTF'),
      leaf('screen-print-transfers', 'Screen Print Transfers'),
    ]),
  },
  stickers: {
    slug: 'stickers',
    name: 'Stickers',
    subsite: 'stickers',
    children: menu('stickers', [
      leaf('die-cut-stickers', 'Die-Cut Stickers'),
      leaf('kiss-cut-stickers', 'Kiss-Cut Stickers'),
      leaf('sticker-sheets', 'Sticker Sheets'),
      leaf('holographic-stickers', 'Holographic Stickers'),
      leaf('clear-stickers', 'Clear Stickers'),
    ]),
  },
  // Spangles are heat transfers too, so they live in the transfers mega menu.
  spangles: {
    slug: 'spangles',
    name: 'Spangles',
    subsite: 'transfers',
    children: menu('transfers', [leaf('spangle-transfers', 'Spangle Transfers'), leaf('rhinestone-transfers', 'Rhinestone Transfers')]),
  },
  blanks: {
    slug: 'blanks',
    name: 'Blanks',
    subsite: 'shirts',
    children: [
      ...menu('shirts', [
        leaf('t-shirts', 'T-Shirts'),
        leaf('long-sleeve-shirts', 'Long Sleeve'),
        leaf('tank-tops', 'Tank Tops'),
        leaf('polos', 'Polos'),
        leaf('hoodies', 'Hoodies'),
        leaf('sweatshirts', 'Sweatshirts'),
        leaf('youth-apparel', 'Youth'),
        {
          slug: 'hats',
          name: 'Hats',
          children: [leaf('trucker-hats', 'Trucker Hats'), leaf('snapback-hats', 'Snapbacks'), leaf('dad-hats', 'Dad Hats'), leaf('beanies', 'Beanies')],
        },
        leaf('tote-bags', 'Bags & Totes'),
      ]),
      ...menu('sports', [
        {
          slug: 'athletic-apparel',
          name: 'Athletic',
          children: [
            leaf('performance-tees', 'Performance Tees'),
            leaf('performance-long-sleeve', 'Performance Long Sleeve'),
            leaf('performance-tanks', 'Performance Tanks'),
            leaf('performance-hoodies', 'Performance Hoodies'),
            leaf('team-polos', 'Team Polos'),
          ],
        },
      ]),
    ],
  },
  // Print holds custom-printed apparel (kind `customizable`) besides paper goods and drinkware.
  print: {
    slug: 'print',
    name: 'Print',
    children: [
      ...menu('made', [
        {
          slug: 'custom-apparel',
          name: 'Custom Apparel',
          children: [
            leaf('custom-t-shirts', 'Custom T-Shirts'),
            leaf('custom-long-sleeve-shirts', 'Custom Long Sleeve'),
            leaf('custom-hoodies', 'Custom Hoodies'),
            leaf('custom-sweatshirts', 'Custom Sweatshirts'),
            leaf('custom-tank-tops', 'Custom Tank Tops'),
            leaf('custom-polos', 'Custom Polos'),
            leaf('custom-hats', 'Custom Hats'),
            leaf('custom-tote-bags', 'Custom Tote Bags'),
          ],
        },
      ]),
      ...menu('sports', [
        {
          slug: 'custom-team-wear',
          name: 'Custom Team Wear',
          children: [
            leaf('custom-jerseys', 'Custom Jerseys'),
            leaf('custom-performance-tees', 'Custom Performance Tees'),
            leaf('custom-team-hoodies', 'Custom Team Hoodies'),
            leaf('custom-team-polos', 'Custom Team Polos'),
          ],
        },
      ]),
      leaf('business-cards', 'Business Cards'),
      leaf('flyers', 'Flyers'),
      leaf('banners', 'Banners'),
      ...menu('drinkware', [{ slug: 'drinkware', name: 'Drinkware', children: [leaf('tumblers', 'Tumblers'), leaf('mugs', 'Mugs')] }]),
    ],
  },
  // Designs sold as files (issue 13), one leaf per art theme (digital-asset-products.ts files each
  // asset under its art's theme); the header's Digital menu lists them.
  digital: menu('digital', [
    {
      slug: 'digital-designs',
      name: 'Digital Designs',
      children: [
        leaf('retro-designs', 'Retro Designs'),
        leaf('floral-designs', 'Floral Designs'),
        leaf('geometric-designs', 'Geometric Designs'),
        leaf('animal-designs', 'Animal Designs'),
        leaf('holiday-designs', 'Holiday Designs'),
        leaf('sports-designs', 'Sports Designs'),
      ],
    },
  ])[0]!,
};

/** Single-segment pages of §2 that are not listings; a category slug must never shadow one. */
export const RESERVED_PAGE_SLUGS = [
  'about-us', 'faq', 'careers', 'klarna', 'reviews', 'help', 'jiffytransfers', 'sample-instructions', 'custom', 'made',
  'sameday', 'shipping', 'sweepstakes', 'weaver-ai-studio', 'cart', 'checkout', 'account', 'contactus', 'orders',
  'payments', 'returns', 'clothing', 'designs', 'threads', 'brands', 'design', 'design-lab',
] as const;

export interface FlatCategory {
  slug: string;
  name: string;
  parentSlug: string | null;
  businessLine: BusinessLine;
  subsite: Subsite | null;
  position: number;
  /** names from the root down to this category, for search_text */
  path: readonly string[];
  isLeaf: boolean;
}

/** Parents before children, so rows can be inserted in order. */
export function flattenCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (node: CategoryNode, line: BusinessLine, parent: FlatCategory | null, position: number) => {
    const flat: FlatCategory = {
      slug: node.slug,
      name: node.name,
      parentSlug: parent?.slug ?? null,
      businessLine: line,
      subsite: node.subsite ?? null,
      position,
      path: [...(parent?.path ?? []), node.name],
      isLeaf: !node.children?.length,
    };
    out.push(flat);
    node.children?.forEach((child, i) => walk(child, line, flat, i));
  };
  Object.entries(CATEGORY_TREE).forEach(([line, root], i) => walk(root, line as BusinessLine, null, i));
  return out;
}

export const CATEGORIES: readonly FlatCategory[] = flattenCategories();
const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

export function categoryOf(slug: string): FlatCategory {
  const c = bySlug.get(slug);
  if (!c) throw new Error(`unknown category ${slug}`);
  return c;
}
