import type { MadeProductSummary } from '@storefront/contracts';

// A design project names its made product by slug only; the store's made products give the title
// to show and the side to draw the thumbnail of.

/** What the list shows of a made product: its title, and the side its thumbnails draw. */
export interface ProductFacts {
  title: string;
  side: string;
}

/** The front, or the only print area of a product without one (a mug's `main`). */
export const thumbnailSide = (sides: readonly string[]): string => (sides.includes('front') || sides.length === 0 ? 'front' : sides[0]!);

/** By slug, for each made product of the store. */
export function productFactsBySlug(products: readonly MadeProductSummary[]): Record<string, ProductFacts> {
  return Object.fromEntries(products.map((p) => [p.slug, { title: p.title, side: thumbnailSide(p.sides) }]));
}

/** A product the titles did not name (they failed to load, or it is no longer sold): "classic-tee" → "Classic tee", its front. */
export function productFactsOf(known: Record<string, ProductFacts>, slug: string): ProductFacts {
  const words = slug.replace(/-/g, ' ');
  return known[slug] ?? { title: words.charAt(0).toUpperCase() + words.slice(1), side: 'front' };
}
