import { designName, EVENTS, INDUSTRIES } from './design-names';
import { fixedTitle, type FlatKind, type FlatTemplate } from './flat-goods';
import { HOUSE_BRANDS } from './house-brands';
import { COLOR_PALETTE, finish } from './palette';
import type { Random } from './random';

const PAPER_TIERS = [[1, 1], [5, 0.9], [10, 0.8]] as const;
const BANNER_TIERS = [[1, 1], [3, 0.92], [10, 0.85]] as const;
const DRINKWARE_TIERS = [[1, 1], [12, 0.85], [48, 0.75]] as const;
const DRINKWARE_COLOURS = COLOR_PALETTE.filter((c) => ['BLK', 'WHT', 'NVY', 'LPK', 'TEA', 'SGE', 'LAV', 'RED', 'RYL', 'MIL', 'SND', 'CBL'].includes(c.code));

const drinkwareColours = (rng: Random) => rng.sample(DRINKWARE_COLOURS, rng.int(1, 3));
const paperSwatch = (name: string) => () => [finish(name)];

const paper = (over: Partial<FlatTemplate> & Pick<FlatTemplate, 'title'>): FlatTemplate => ({
  categorySlug: 'business-cards',
  brandSlug: HOUSE_BRANDS.print.slug,
  garment: 'card',
  material: 'paper',
  finishes: ['Matte White', 'Gloss White'],
  sizes: ['3.5x2'],
  price: [1999, 4999],
  tiers: PAPER_TIERS,
  describe: (rng, title) =>
    `${title}, sold in packs of 250 on heavy premium stock. ${rng.pick(['Upload print-ready art or design online.', 'Free digital proof before printing.', 'Full colour on both sides at no extra charge.'])}`,
  ...over,
});

const banner = (over: Partial<FlatTemplate> & Pick<FlatTemplate, 'title'>): FlatTemplate => ({
  categorySlug: 'banners',
  brandSlug: HOUSE_BRANDS.print.slug,
  garment: 'banner',
  material: 'vinyl',
  finishes: ['Gloss White', 'Matte White'],
  sizes: ['2x4 ft', '3x6 ft', '4x8 ft'],
  price: [2999, 12999],
  tiers: BANNER_TIERS,
  describe: (rng, title) =>
    `${title} with hemmed edges and metal grommets every two feet, printed with outdoor-rated inks. ${rng.pick(['Ready to hang on arrival.', 'Wind-tested for fences and storefronts.'])}`,
  ...over,
});

const drinkware = (over: Partial<FlatTemplate> & Pick<FlatTemplate, 'title' | 'garment'>): FlatTemplate => ({
  categorySlug: over.garment === 'mug' ? 'mugs' : 'tumblers',
  brandSlug: HOUSE_BRANDS.drinkware.slug,
  material: null,
  finishes: drinkwareColours,
  sizes: 'one-size',
  price: over.garment === 'mug' ? [599, 1499] : [999, 2999],
  tiers: DRINKWARE_TIERS,
  describe: (rng, title) =>
    `${title}, printed edge to edge with sublimation or UV DTF. ${rng.pick([
      'Double-wall vacuum insulation keeps drinks cold for 24 hours.',
      'Dishwasher safe on the top rack.',
      'Gift-boxed and ready to give.',
    ])}`,
  ...over,
});

const CARD_FINISHES = ['Matte', 'Glossy', 'Soft-Touch', 'Rounded Corner', 'Gold Foil', 'Kraft', 'Linen', 'Spot UV', 'Square', 'Silk'] as const;
const FLYER_PAPERS = ['100 lb Gloss', '80 lb Matte', 'Recycled Uncoated', 'Silk Finish'] as const;
const BANNER_TYPES = ['13 oz Vinyl Banner', 'Mesh Banner', 'Retractable Banner', 'Double-Sided Banner'] as const;

export const PRINT: FlatKind = {
  kind: 'print',
  line: 'print',
  heroes: [
    paper({ title: fixedTitle('Premium Matte Business Cards'), finishes: ['Matte White'] }),
    paper({ title: fixedTitle('Soft-Touch Business Cards'), sizes: ['3.5x2', '2x2'] }),
    paper({ title: fixedTitle('Gold Foil Business Cards'), finishes: ['Gold', 'Silver', 'Rose Gold'] }),
    banner({ title: fixedTitle('13 oz Vinyl Banner') }),
    paper({ title: fixedTitle('Glossy Flyers'), categorySlug: 'flyers', finishes: ['Gloss White'], sizes: ['4x6', '5.5x8.5', '8.5x11'] }),
    drinkware({ title: fixedTitle('20 oz Skinny Tumbler'), garment: 'tumbler' }),
    drinkware({ title: fixedTitle('30 oz Insulated Tumbler'), garment: 'tumbler' }),
    drinkware({ title: fixedTitle('11 oz Ceramic Mug'), garment: 'mug', finishes: () => [finish('Gloss White')] }),
    drinkware({ title: fixedTitle('15 oz Ceramic Mug'), garment: 'mug', finishes: () => [finish('Gloss White')] }),
    drinkware({ title: fixedTitle('12 oz Enamel Camp Mug'), garment: 'mug' }),
  ],
  designs: [
    [
      paper({
        title: (rng) => `${rng.pick(CARD_FINISHES)} Business Cards — ${rng.pick(INDUSTRIES)}`,
        finishes: (rng) => (rng.chance(0.2) ? paperSwatch(rng.pick(['Kraft', 'Gold', 'Silver']))() : [finish(rng.pick(['Matte White', 'Gloss White']))]),
        sizes: ['3.5x2', '2x2'],
      }),
      25,
    ],
    [
      paper({
        title: (rng) => `${rng.pick(EVENTS)} Flyers — ${rng.pick(FLYER_PAPERS)}`,
        categorySlug: 'flyers',
        sizes: ['4x6', '5.5x8.5', '8.5x11'],
        price: [2499, 6999],
      }),
      15,
    ],
    [banner({ title: (rng) => `${rng.pick(EVENTS)} ${rng.pick(BANNER_TYPES)}` }), 15],
    [drinkware({ title: (rng) => `${designName(rng)} ${rng.pick([20, 30, 40])} oz ${rng.pick(['Skinny', 'Insulated', 'Sublimation', 'Stainless Steel'])} Tumbler`, garment: 'tumbler' }), 25],
    [drinkware({ title: (rng) => `${designName(rng)} ${rng.pick([11, 12, 15])} oz ${rng.pick(['Ceramic', 'Two-Tone', 'Enamel Camp', 'Latte'])} Mug`, garment: 'mug' }), 20],
  ],
};
