import type { BusinessLine, Material, ProductKind } from '@storefront/contracts';
import type { Garment } from './garments';
import { finish, type Swatch } from './palette';
import type { GenerationContext, ProductDraft } from './product-draft';
import { nextHero } from './product-draft';
import type { Random } from './random';
import { dimensionSizes, ladderSlice, ONE_SIZE, type SizeOption } from './sizes';

/**
 * One way a flat good (transfer, sticker, spangle, print) is sold. Heroes are the store's
 * staple products, placed first; designs are ready-made artwork, generated without end.
 */
export interface FlatTemplate {
  title: (rng: Random) => string;
  categorySlug: string;
  brandSlug: string;
  garment: Garment;
  material: Material | null;
  /** finishes offered, 1–3 of them become compositions */
  finishes: readonly string[] | ((rng: Random) => Swatch[]);
  /** a fixed size list, or a size ladder with how many contiguous steps to offer */
  sizes: readonly string[] | { ladder: readonly string[]; min: number; max: number } | 'one-size';
  price: readonly [number, number];
  tiers: readonly (readonly [number, number])[];
  /** offer only some leading tiers (1 or a few) */
  someTiers?: boolean;
  describe: (rng: Random, title: string) => string;
}

export interface FlatKind {
  kind: ProductKind;
  line: BusinessLine;
  heroes: readonly FlatTemplate[];
  designs: readonly (readonly [FlatTemplate, number])[];
}

function sizesOf(rng: Random, t: FlatTemplate): SizeOption[] {
  if (t.sizes === 'one-size') return [...ONE_SIZE];
  if (Array.isArray(t.sizes)) return dimensionSizes(t.sizes);
  const { ladder, min, max } = t.sizes as { ladder: readonly string[]; min: number; max: number };
  return ladderSlice(rng, ladder, min, max);
}

function swatchesOf(rng: Random, t: FlatTemplate): Swatch[] {
  if (typeof t.finishes === 'function') return t.finishes(rng);
  const names = t.finishes as readonly string[];
  const count = Math.min(names.length, rng.weighted([[1, 5], [2, 3], [3, 2]] as const));
  return [names[0] as string, ...rng.sample(names.slice(1), count - 1)].map(finish);
}

export function flatDraft(rng: Random, ctx: GenerationContext, kind: FlatKind): ProductDraft {
  const hero = nextHero(ctx, kind.kind, kind.heroes);
  const t = hero ?? rng.weighted(kind.designs);
  const title = t.title(rng);
  const tiers = t.someTiers ? t.tiers.slice(0, rng.int(1, t.tiers.length)) : t.tiers;
  return {
    kind: kind.kind,
    line: kind.line,
    title,
    description: t.describe(rng, title),
    brandSlug: t.brandSlug,
    categorySlug: t.categorySlug,
    garment: t.garment,
    materials: t.material ? [[t.material, 100]] : [],
    softness: null,
    swatches: swatchesOf(rng, t),
    sizes: sizesOf(rng, t),
    unitPrice: rng.int(t.price[0], t.price[1]),
    tiers,
    imageCount: [1, 2],
    popularity: hero ? 6 : 1,
  };
}

export const fixedTitle = (title: string) => () => title;
