import { designName } from './design-names';
import { fixedTitle, type FlatKind, type FlatTemplate } from './flat-goods';
import { HOUSE_BRANDS } from './house-brands';

const SPANGLE_LADDER = ['4x4', '5x5', '8x8', '10x10', '11x11', '12x12'] as const;
const SPANGLE_TIERS = [[1, 1], [12, 0.88], [48, 0.78]] as const;

const spangle = (over: Partial<FlatTemplate> & Pick<FlatTemplate, 'title' | 'categorySlug'>): FlatTemplate => ({
  brandSlug: HOUSE_BRANDS.spangles.slug,
  garment: 'spangle',
  material: 'polyester',
  finishes: ['Gold', 'Silver', 'Holographic', 'Rose Gold', 'Iridescent'],
  sizes: { ladder: SPANGLE_LADDER, min: 2, max: 4 },
  price: [699, 1899],
  tiers: SPANGLE_TIERS,
  describe: (rng, title) =>
    `${title}: hundreds of hand-set spangles on a heat-activated backing, ready to press in one step. ${rng.pick([
      'Press at 320°F for 20 seconds, let cool, then peel.',
      'Turn inside out and wash cold to keep the sparkle.',
      'Looks great on cotton, blends and canvas totes.',
    ])}`,
  ...over,
});

export const SPANGLES: FlatKind = {
  kind: 'spangle',
  line: 'spangles',
  heroes: [
    spangle({ title: fixedTitle('Custom Spangle Transfers'), categorySlug: 'spangle-transfers', sizes: SPANGLE_LADDER }),
    spangle({ title: fixedTitle('Custom Rhinestone Transfers'), categorySlug: 'rhinestone-transfers', material: 'acrylic', finishes: ['Silver', 'Gold', 'Iridescent'], sizes: SPANGLE_LADDER }),
    spangle({ title: fixedTitle('Spangle Name & Number Transfers'), categorySlug: 'spangle-transfers', sizes: ['4x4', '8x8', '10x10'] }),
  ],
  designs: [
    [spangle({ title: (rng) => `${designName(rng)} Spangle Transfer`, categorySlug: 'spangle-transfers', someTiers: true }), 65],
    [
      spangle({
        title: (rng) => `${designName(rng)} Rhinestone Transfer`,
        categorySlug: 'rhinestone-transfers',
        material: 'acrylic',
        finishes: ['Silver', 'Gold', 'Iridescent', 'Rose Gold'],
        someTiers: true,
      }),
      35,
    ],
  ],
};
