import { licenceSku, type BusinessLine, type Material, type ProductKind } from '@storefront/contracts';
import { blankDraft, customizableDraft } from './apparel-products';
import { brandOf } from './brands';
import { categoryOf } from './categories';
import { digitalAssetDraft, type DemoAsset } from './digital-asset-products';
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

/** Kinds drawn from the deck; digital assets have slots of their own (below). */
type DeckKind = Exclude<ProductKind, 'digital_asset'>;

/**
 * Every 20 of the other products hold this mix, shuffled: even a small catalog has every kind
 * and line, and proportions stay put at any size.
 */
const KIND_DECK: readonly DeckKind[] = [
  ...Array<DeckKind>(7).fill('blank'),
  ...Array<DeckKind>(4).fill('customizable'),
  ...Array<DeckKind>(3).fill('transfer'),
  ...Array<DeckKind>(2).fill('sticker'),
  ...Array<DeckKind>(2).fill('spangle'),
  ...Array<DeckKind>(2).fill('print'),
];

/**
 * Where digital assets sit in each block of DEMO_BLOCK positions: the other 20 positions hold the
 * deck above in order, so every other product is the one it was before assets existed (its
 * stream, deck and catalog number count only the other products): 3 in 23, 313 of 2,400.
 */
const ASSET_SLOTS: readonly number[] = [7, 15, 22];
/** The smallest catalog with every kind and line. */
export const DEMO_BLOCK = KIND_DECK.length + ASSET_SLOTS.length;

const CATALOG_PREFIX: Record<ProductKind, string> = { blank: 'BL', customizable: 'CU', transfer: 'TR', sticker: 'ST', spangle: 'SP', print: 'PR', digital_asset: 'DA' };

const DRAFTERS: Record<DeckKind, (rng: Random, ctx: GenerationContext) => ProductDraft> = {
  blank: blankDraft,
  customizable: customizableDraft,
  transfer: (rng, ctx) => flatDraft(rng, ctx, TRANSFERS),
  sticker: (rng, ctx) => flatDraft(rng, ctx, STICKERS),
  spangle: (rng, ctx) => flatDraft(rng, ctx, SPANGLES),
  print: (rng, ctx) => flatDraft(rng, ctx, PRINT),
};

/** Asset k draws from its own streams, apart from the other products' (0…) and the decks' (0x40000000…). */
const ASSET_STREAM = 0x20000000;

export interface DemoSku {
  sku: string;
  size: string;
  sizeOrder: number;
  /** on hand per warehouse, in WAREHOUSES order; empty for a digital asset (a file: no stock rows) */
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
  /** the digital-assets service's row of a digital asset; null for every other kind */
  asset: DemoAsset | null;
}

const skuSize = (size: string) => size.toUpperCase().replace(/[^A-Z0-9.]+/g, '');

/** The demo catalog, product by product: same seed, same catalog, whatever the consumer does with it. */
export function* generateDemoCatalog(opts: { products?: number; seed?: number } = {}): Generator<DemoProduct> {
  const count = opts.products ?? DEFAULT_DEMO_PRODUCTS;
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const ctx = createGenerationContext();
  const usedSlugs = new Set<string>();
  let deck: DeckKind[] = [];
  let others = 0;
  let assets = 0;
  for (let index = 0; index < count; index++) {
    if (ASSET_SLOTS.includes(index % DEMO_BLOCK)) {
      yield demoAsset(seed, index, assets++, usedSlugs);
      continue;
    }
    const other = others++;
    const slot = other % KIND_DECK.length;
    if (slot === 0) {
      const deckRng = createRandom(streamSeed(seed, 0x40000000 + other / KIND_DECK.length));
      deck = deckRng.sample(KIND_DECK, KIND_DECK.length);
    }
    const kind = deck[slot] as DeckKind;
    const rng = createRandom(streamSeed(seed, other));
    const draft = DRAFTERS[kind](rng, ctx);
    const catalogNumber = `${CATALOG_PREFIX[kind]}${100001 + other}`;
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
      asset: null,
    };
  }
}

/**
 * A digital asset (issue 13): kind `digital_asset` in the `digital` line, garment `design` (made
 * to order: no stock rows), one composition in its art's dominant colour with three pictures,
 * and one SKU per licence, `<catalog number>-STD` (size `standard`) and `-EXT` (`extended`). The
 * unit price is the standard licence's; the extended one is the contracts' factor times it.
 */
function demoAsset(seed: number, index: number, k: number, usedSlugs: Set<string>): DemoProduct {
  const rng = createRandom(streamSeed(seed, ASSET_STREAM + k));
  const draft = digitalAssetDraft(rng);
  const catalogNumber = `${CATALOG_PREFIX.digital_asset}${100001 + k}`;
  return {
    index,
    slug: uniqueSlug(draft.title, catalogNumber, usedSlugs),
    catalogNumber,
    title: draft.title,
    description: draft.description,
    kind: 'digital_asset',
    businessLine: 'digital',
    brandSlug: draft.author.slug,
    categorySlug: draft.categorySlug,
    garment: 'design',
    materials: [],
    softness: null,
    unitsSold: draft.unitsSold,
    createdAt: new Date(DEMO_BASE_DATE.getTime() - Math.floor(rng.next() * TWO_YEARS_S) * 1000),
    searchText: [...draft.searchWords, catalogNumber].join(' '),
    compositions: [
      {
        colorName: draft.swatch.name,
        colorHex: draft.swatch.hex,
        colorFamily: draft.swatch.family,
        position: 0,
        imageCount: 3,
        skus: draft.sizes.map((s) => ({ sku: licenceSku(catalogNumber, s.size), size: s.size, sizeOrder: s.order, stock: [] })),
      },
    ],
    prices: draft.prices,
    asset: draft.asset,
  };
}
