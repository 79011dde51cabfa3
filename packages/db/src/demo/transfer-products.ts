import { designName } from './design-names';
import { fixedTitle, type FlatKind, type FlatTemplate } from './flat-goods';
import { HOUSE_BRANDS } from './house-brands';
import type { Random } from './random';

const DTF_LADDER = ['2x2', '3x3', '4x4', '5x5', '6x6', '8x8', '10x10', '11x11', '12x12', '12x17'] as const;
const READY_LADDER = ['4x4', '5x5', '8x8', '10x10', '11x11', '12x12'] as const;
const SCREEN_LADDER = ['4x4', '5x5', '8x8', '10x10', '11x11', '12x14'] as const;
const UV_LADDER = ['2x2', '3x3', '4x4', '5x5', '6x6'] as const;
const DTF_TIERS = [[1, 1], [10, 0.9], [50, 0.8], [100, 0.72]] as const;
const SCREEN_TIERS = [[1, 1], [12, 0.85], [50, 0.7], [100, 0.6]] as const;

const pressNote = (rng: Random) =>
  rng.pick([
    'Press at 300°F for 15 seconds with medium pressure, then peel warm.',
    'Works on cotton, polyester, blends, canvas and denim — no weeding, no pretreatment.',
    'Printed to order and shipped the next business day.',
  ]);

const dtf = (brandSlug: string, over: Partial<FlatTemplate> & Pick<FlatTemplate, 'title' | 'categorySlug' | 'sizes' | 'price'>): FlatTemplate => ({
  brandSlug,
  garment: 'transfer',
  material: 'polyester',
  finishes: ['Full Color'],
  tiers: DTF_TIERS,
  describe: (rng, title) => `${title}: vivid full-colour film transfers that stretch with the garment and survive 50+ washes. ${pressNote(rng)}`,
  ...over,
});

const hotpeel = HOUSE_BRANDS.transfers.slug;
const gangSheet = (size: string, price: readonly [number, number]) =>
  dtf(hotpeel, {
    title: fixedTitle(`Custom DTF Transfer — Gang Sheet ${size}`),
    categorySlug: 'gang-sheets',
    sizes: [size],
    price,
    tiers: [[1, 1], [5, 0.92], [10, 0.85]],
    describe: (rng) => `Fill a ${size}-inch sheet with as many designs as fit — logos, names, sleeve prints — and cut them apart at home. ${pressNote(rng)}`,
  });

export const TRANSFERS: FlatKind = {
  kind: 'transfer',
  line: 'transfers',
  heroes: [
    dtf(hotpeel, { title: fixedTitle('Custom DTF Transfers by Size'), categorySlug: 'custom-dtf-transfers', sizes: DTF_LADDER, price: [249, 349] }),
    gangSheet('22x24', [1199, 1399]),
    gangSheet('22x60', [2699, 3199]),
    gangSheet('22x120', [4999, 5999]),
    gangSheet('22x240', [8999, 10999]),
    dtf(hotpeel, { title: fixedTitle('Custom UV DTF Transfers'), categorySlug: 'uv-dtf-transfers', sizes: UV_LADDER, price: [199, 349], finishes: ['Full Color', 'Holographic'] }),
    dtf(hotpeel, { title: fixedTitle('UV DTF Gang Sheet 22x60'), categorySlug: 'gang-sheets', sizes: ['22x60'], price: [3499, 4499], tiers: [[1, 1], [5, 0.9]] }),
    dtf(HOUSE_BRANDS.screenPrint.slug, {
      title: fixedTitle('Custom Screen Print Transfers'),
      categorySlug: 'screen-print-transfers',
      sizes: SCREEN_LADDER,
      price: [149, 299],
      material: 'paper',
      finishes: ['Black Ink', 'White Ink', 'Full Color'],
      tiers: SCREEN_TIERS,
    }),
    dtf(hotpeel, { title: fixedTitle('Glitter DTF Transfers'), categorySlug: 'custom-dtf-transfers', sizes: { ladder: DTF_LADDER, min: 5, max: 8 }, price: [399, 599], finishes: ['Glitter'] }),
    dtf(hotpeel, { title: fixedTitle('Glow in the Dark DTF Transfers'), categorySlug: 'custom-dtf-transfers', sizes: { ladder: DTF_LADDER, min: 5, max: 8 }, price: [399, 599], finishes: ['Glow in the Dark'] }),
  ],
  designs: [
    [dtf(hotpeel, { title: (rng) => `${designName(rng)} DTF Transfer`, categorySlug: 'ready-to-press-dtf', sizes: { ladder: READY_LADDER, min: 2, max: 4 }, price: [299, 699], finishes: ['Full Color', 'Glitter'], someTiers: true }), 55],
    [
      dtf(HOUSE_BRANDS.screenPrint.slug, {
        title: (rng) => `${designName(rng)} Screen Print Transfer`,
        categorySlug: 'screen-print-transfers',
        sizes: { ladder: SCREEN_LADDER, min: 2, max: 3 },
        price: [129, 299],
        material: 'paper',
        finishes: ['Black Ink', 'White Ink', 'Full Color'],
        tiers: SCREEN_TIERS,
        someTiers: true,
      }),
      20,
    ],
    [dtf(hotpeel, { title: (rng) => `${designName(rng)} UV DTF Decal`, categorySlug: 'uv-dtf-transfers', sizes: { ladder: UV_LADDER, min: 2, max: 4 }, price: [149, 399], finishes: ['Full Color', 'Holographic'], someTiers: true }), 15],
    [dtf(hotpeel, { title: (rng) => `${designName(rng)} Pre-Built Gang Sheet 22x60`, categorySlug: 'gang-sheets', sizes: ['22x60'], price: [1999, 2999], tiers: [[1, 1], [5, 0.9]], someTiers: true }), 10],
  ],
};
