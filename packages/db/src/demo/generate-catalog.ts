import type { BusinessLine, Material, ProductKind } from '@storefront/contracts';
import { blankDraft, customizableDraft } from './apparel-products';
import { brandOf } from './brands';
import { categoryOf } from './categories';
import { flatDraft } from './flat-goods';
import type { Garment } from './garments';
import { tierPrices, type PriceRow } from './pricing';
import { PRINT } from './print-products';
import { createGenerationContext, type GenerationContext, type ProductDraft } from './product-draft';
import { createRandom, streamSeed, type Random } from './random';
import { uniqueSlug } from './slugs';
import { SPANGLES } from './spangle-products';
import { STICKERS } from './sticker-products';
import { TRANSFERS } from './transfer-products';
import { stockFor, stockLevel } from './warehouses';

export const DEFAULT_DEMO_PRODUCTS = 2400;
export const DEFAULT_DEMO_SEED = 1717;
/** created_at spreads over the two years before this fixed date, so the catalog never depends on the clock. */
export const DEMO_BASE_DATE = new Date(Date.UTC(2026, 10, 1));
const TWO_YEARS_S = 730 * 86_400;

/**
 * Every block of 20 products holds this mix, shuffled: even a 20-product catalog has every
 * kind and line, and proportions stay put at any size.
 */
const KIND_DECK: readonly ProductKind[] = [
  ...Array<ProductKind>(7).fill('blank'),
  ...Array<ProductKind>(4).fill('customizable'),
  ...Array<ProductKind>(3).fill('transfer'),
  ...Array<ProductKind>(2).fill('sticker'),
  ...Array<ProductKind>(2).fill('spangle'),
  ...Array<ProductKind>(2).fill('print'),
];

const CATALOG_PREFIX: Record<ProductKind, string> = { blank: 'BL', customizable: 'CU', transfer: 'TR', sticker: 'ST', spangle: 'SP', print: 'PR' };

const DRAFTERS: Record<ProductKind, (rng: Random, ctx: GenerationContext) => ProductDraft> = {
  blank: blankDraft,
  customizable: customizableDraft,
  transfer: (rng, ctx) => flatDraft(rng, ctx, TRANSFERS),
  sticker: (rng, ctx) => flatDraft(rng, ctx, STICKERS),
  spangle: (rng, ctx) => flatDraft(rng, ctx, SPANGLES),
  print: (rng, ctx) => flatDraft(rng, ctx, PRINT),
};

export interface DemoSku {
  sku: string;
  size: string;
  sizeOrder: number;
  /** on hand per warehouse, in WAREHOUSES order */
  stock: readonly number[];
}

export interface DemoComposition {
  colorName: string;
  colorHex: string;
  colorFamily: string;
  position: number;
  imageCount: number;
  skus: readonly DemoSku[];
}

export interface DemoProduct {
  /** 0-based position in the catalog; product i is the same for any catalog size */
  index: number;
  slug: string;
  catalogNumber: string;
  title: string;
  description: string;
  kind: ProductKind;
  businessLine: BusinessLine;
  brandSlug: string;
  categorySlug: string;
  garment: Garment;
  materials: readonly (readonly [Material, number])[];
  softness: ProductDraft['softness'];
  unitsSold: number;
  createdAt: Date;
  searchText: string;
  compositions: readonly DemoComposition[];
  prices: readonly PriceRow[];
}

const skuSize = (size: string) => size.toUpperCase().replace(/[^A-Z0-9.]+/g, '');

/** The demo catalog, product by product: same seed, same catalog, whatever the consumer does with it. */
export function* generateDemoCatalog(opts: { products?: number; seed?: number } = {}): Generator<DemoProduct> {
  const count = opts.products ?? DEFAULT_DEMO_PRODUCTS;
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const ctx = createGenerationContext();
  const usedSlugs = new Set<string>();
  let deck: ProductKind[] = [];
  for (let index = 0; index < count; index++) {
    const slot = index % KIND_DECK.length;
    if (slot === 0) {
      const deckRng = createRandom(streamSeed(seed, 0x40000000 + index / KIND_DECK.length));
      deck = deckRng.sample(KIND_DECK, KIND_DECK.length);
    }
    const kind = deck[slot] as ProductKind;
    const rng = createRandom(streamSeed(seed, index));
    const draft = DRAFTERS[kind](rng, ctx);
    const catalogNumber = `${CATALOG_PREFIX[kind]}${100001 + index}`;
    const category = categoryOf(draft.categorySlug);
    const compositions = draft.swatches.map((swatch, position) => ({
      colorName: swatch.name,
      colorHex: swatch.hex,
      colorFamily: swatch.family,
      position,
      imageCount: rng.int(draft.imageCount[0], draft.imageCount[1]),
      skus: draft.sizes.map((s) => ({
        sku: `${catalogNumber}-${swatch.code}-${skuSize(s.size)}`,
        size: s.size,
        sizeOrder: s.order,
        stock: stockFor(rng, stockLevel(rng)),
      })),
    }));
    yield {
      index,
      slug: uniqueSlug(draft.title, catalogNumber, usedSlugs),
      catalogNumber,
      title: draft.title,
      description: draft.description,
      kind: draft.kind,
      businessLine: draft.line,
      brandSlug: draft.brandSlug,
      categorySlug: draft.categorySlug,
      garment: draft.garment,
      materials: draft.materials,
      softness: draft.softness,
      unitsSold: Math.floor(draft.popularity * (Math.exp(rng.float(0, 7.5)) - 1)),
      createdAt: new Date(DEMO_BASE_DATE.getTime() - Math.floor(rng.next() * TWO_YEARS_S) * 1000),
      searchText: [draft.title, brandOf(draft.brandSlug).name, ...category.path, ...draft.swatches.map((s) => s.name), catalogNumber].join(' '),
      compositions,
      prices: tierPrices(draft.unitPrice, draft.tiers),
    };
  }
}
