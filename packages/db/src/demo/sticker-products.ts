import { designName } from './design-names';
import { fixedTitle, type FlatKind, type FlatTemplate } from './flat-goods';
import { HOUSE_BRANDS } from './house-brands';

const STICKER_LADDER = ['2x2', '3x3', '4x4', '5x5', '6x6'] as const;
const SHEET_SIZES = ['4x6', '5x7', '8.5x11'] as const;
/** Stickers are priced per piece; the per-piece price falls steeply with quantity. */
const STICKER_TIERS = [[1, 1], [50, 0.6], [100, 0.45], [250, 0.35], [500, 0.28]] as const;

const sticker = (over: Partial<FlatTemplate> & Pick<FlatTemplate, 'title' | 'categorySlug'>): FlatTemplate => ({
  brandSlug: HOUSE_BRANDS.stickers.slug,
  garment: 'sticker',
  material: 'vinyl',
  finishes: ['Full Color', 'Glitter', 'Holographic'],
  sizes: { ladder: STICKER_LADDER, min: 3, max: 5 },
  price: [149, 299],
  tiers: STICKER_TIERS,
  describe: (rng, title) =>
    `${title}, printed on thick weatherproof vinyl with a UV laminate that shrugs off rain, sun and the dishwasher. ${rng.pick([
      'Cut precisely to the outline of your art.',
      'Peels cleanly from laptops, bottles and bumpers.',
      'Free proof before we print; printed and shipped the next business day.',
    ])}`,
  ...over,
});

export const STICKERS: FlatKind = {
  kind: 'sticker',
  line: 'stickers',
  heroes: [
    sticker({ title: fixedTitle('Holographic Die-Cut Stickers'), categorySlug: 'holographic-stickers', finishes: ['Holographic'], sizes: STICKER_LADDER }),
    sticker({ title: fixedTitle('Custom Die-Cut Stickers'), categorySlug: 'die-cut-stickers', finishes: ['Full Color', 'Matte White'], sizes: STICKER_LADDER }),
    sticker({ title: fixedTitle('Custom Kiss-Cut Stickers'), categorySlug: 'kiss-cut-stickers', sizes: STICKER_LADDER, finishes: ['Full Color'] }),
    sticker({ title: fixedTitle('Custom Sticker Sheets'), categorySlug: 'sticker-sheets', sizes: SHEET_SIZES, finishes: ['Gloss White', 'Matte White'], material: 'paper', price: [399, 899] }),
    sticker({ title: fixedTitle('Clear Vinyl Stickers'), categorySlug: 'clear-stickers', finishes: ['Clear'], sizes: STICKER_LADDER }),
    sticker({ title: fixedTitle('Glitter Die-Cut Stickers'), categorySlug: 'die-cut-stickers', finishes: ['Glitter'], sizes: STICKER_LADDER }),
    sticker({ title: fixedTitle('Custom Bumper Stickers'), categorySlug: 'kiss-cut-stickers', finishes: ['Full Color'], sizes: ['3x10', '4x12'], price: [249, 449] }),
  ],
  designs: [
    [sticker({ title: (rng) => `${designName(rng)} Die-Cut Sticker`, categorySlug: 'die-cut-stickers', someTiers: true }), 40],
    [sticker({ title: (rng) => `${designName(rng)} Holographic Sticker`, categorySlug: 'holographic-stickers', finishes: ['Holographic', 'Iridescent'], someTiers: true }), 20],
    [sticker({ title: (rng) => `${designName(rng)} Kiss-Cut Sticker`, categorySlug: 'kiss-cut-stickers', someTiers: true }), 15],
    [
      sticker({
        title: (rng) => `${designName(rng)} Sticker Sheet`,
        categorySlug: 'sticker-sheets',
        sizes: { ladder: SHEET_SIZES, min: 1, max: 2 },
        finishes: ['Gloss White', 'Matte White'],
        material: 'paper',
        price: [399, 899],
        someTiers: true,
      }),
      15,
    ],
    [sticker({ title: (rng) => `${designName(rng)} Clear Sticker`, categorySlug: 'clear-stickers', finishes: ['Clear'], someTiers: true }), 10],
  ],
};
