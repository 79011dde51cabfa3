import type { BusinessLine, Material, ProductKind } from '@storefront/contracts';
import type { ApparelStyle } from './apparel-brands';
import type { Garment } from './garments';
import type { Swatch } from './palette';
import type { SizeOption } from './sizes';

/** What a kind's generator decides; the catalog generator adds ids, slugs, stock and dates. */
export interface ProductDraft {
  kind: ProductKind;
  line: BusinessLine;
  title: string;
  description: string;
  brandSlug: string;
  categorySlug: string;
  garment: Garment;
  materials: readonly (readonly [Material, number])[];
  softness: { score: number; source: string; compositionName: string } | null;
  swatches: readonly Swatch[];
  sizes: readonly SizeOption[];
  /** USD cents for a single unit */
  unitPrice: number;
  /** [min_qty, share of the unit price]; the first is always [1, 1] */
  tiers: readonly (readonly [number, number])[];
  /** gallery views per colour */
  imageCount: readonly [number, number];
  /** scales units_sold: best-known styles and hero products sell more */
  popularity: number;
}

/**
 * State shared across products while generating, in product order: which style numbers a
 * brand has used, how far through each brand's real styles and each kind's hero list we are.
 */
export interface GenerationContext {
  usedStyles: Map<string, Set<string>>;
  realStyleCursor: Map<string, number>;
  heroCursor: Map<string, number>;
  /** blank styles generated so far, per brand, for custom apparel to be printed on */
  blankStyles: Map<string, ApparelStyle[]>;
}

export function createGenerationContext(): GenerationContext {
  return { usedStyles: new Map(), realStyleCursor: new Map(), heroCursor: new Map(), blankStyles: new Map() };
}

/** The next unused hero template of a list, or undefined once they are all placed. */
export function nextHero<T>(ctx: GenerationContext, key: string, heroes: readonly T[]): T | undefined {
  const at = ctx.heroCursor.get(key) ?? 0;
  if (at >= heroes.length) return undefined;
  ctx.heroCursor.set(key, at + 1);
  return heroes[at];
}

export function materialsPhrase(materials: ProductDraft['materials']): string {
  return materials.map(([m, pct]) => `${pct}% ${m}`).join(', ');
}
