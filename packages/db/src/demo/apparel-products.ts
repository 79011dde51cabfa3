import { APPAREL_BRANDS, type ApparelBrand, type ApparelStyle, type Audience } from './apparel-brands';
import { fabricOf, GARMENT_FABRICS, type Fabric } from './fabrics';
import type { ApparelGarment } from './garments';
import { MADE_OCCASIONS, SPORTS_OCCASIONS } from './design-names';
import { COLOR_PALETTE, type Swatch } from './palette';
import type { GenerationContext, ProductDraft } from './product-draft';
import { materialsPhrase } from './product-draft';
import type { Random } from './random';
import { freshStyleNumber } from './style-numbering';
import { adultRun, ONE_SIZE, youthRun, type SizeOption } from './sizes';

const BRAND_WEIGHTS = APPAREL_BRANDS.map((b) => [b, b.weight] as const);

/** USD unit price range (cents) for a blank of each garment. */
const BLANK_PRICE: Record<ApparelGarment, readonly [number, number]> = {
  tee: [399, 1399],
  longsleeve: [699, 1899],
  hoodie: [1599, 4499],
  sweatshirt: [1399, 3799],
  tank: [449, 1299],
  polo: [1099, 3299],
  hat: [599, 1899],
  tote: [299, 1099],
};

/** Blanks sell by the box: the unit price falls at 12, 48, 144 and 500 pieces. */
const BLANK_TIERS = [[1, 1], [12, 0.9], [48, 0.82], [144, 0.76], [500, 0.7]] as const;
const CUSTOM_TIERS = [[1, 1], [12, 0.84], [48, 0.74], [144, 0.66]] as const;

/** Mills' trade names for their signature fabrics. */
const SIGNATURE_FABRICS: Record<string, string> = {
  'bella-canvas:jersey': 'Airlume combed and ring-spun cotton',
  'bella-canvas:triblend': 'Airlume tri-blend jersey',
  'hanes:heavy-blend': 'EcoSmart cotton/polyester fleece',
  'champion:heavy-blend': 'Powerblend cotton/polyester fleece',
  'jerzees:heavy-blend': 'NuBlend cotton/polyester fleece',
  'jerzees:dri-power': 'Dri-Power 50/50 cotton/polyester',
  'sport-tek:performance': 'PosiCharge moisture-wicking polyester',
  'gildan:heavy-blend': 'Heavy Blend air-jet spun fleece',
};

const SOFTNESS_SOURCES = [['Lab hand-feel panel', 5], ['Manufacturer spec', 3.5], ['Verified customer reviews', 1.5]] as const;

function usedStylesOf(ctx: GenerationContext, brand: ApparelBrand): Set<string> {
  let used = ctx.usedStyles.get(brand.slug);
  if (!used) {
    used = new Set(brand.styles.map((s) => s.style));
    ctx.usedStyles.set(brand.slug, used);
  }
  return used;
}

function noun(rng: Random, garment: ApparelGarment, fabric: Fabric, audience: Audience): string {
  switch (garment) {
    case 'tee':
      return rng.chance(0.75) ? 'Tee' : 'T-Shirt';
    case 'longsleeve':
      return 'Long Sleeve Tee';
    case 'hoodie':
      return rng.pick(['Pullover Hoodie', 'Hooded Sweatshirt', 'Full-Zip Hoodie']);
    case 'sweatshirt':
      return rng.pick(['Crewneck Sweatshirt', 'Raglan Sweatshirt', 'Crewneck']);
    case 'tank':
      return audience === 'women' ? rng.pick(['Racerback Tank', 'Flowy Tank', 'Muscle Tank']) : rng.pick(['Tank Top', 'Muscle Tank']);
    case 'polo':
      return rng.pick(['Polo', 'Sport Shirt', 'Pocket Polo']);
    case 'hat':
      if (fabric.key === 'knit') return rng.pick(['Cuffed Beanie', 'Knit Beanie', 'Pom Beanie']);
      if (fabric.key === 'trucker') return rng.pick(['Trucker Cap', 'Low Pro Trucker Cap']);
      if (fabric.key === 'chino') return rng.pick(['Dad Hat', 'Unstructured Cap']);
      return rng.pick(['Snapback Cap', 'Structured Snapback', 'Flat Bill Snapback']);
    case 'tote':
      return rng.pick(['Tote Bag', 'Grocery Tote', 'Drawstring Bag', 'Zippered Tote']);
  }
}

const AUDIENCE_WORD: Record<Audience, string> = { unisex: 'Unisex ', women: "Women's ", men: "Men's ", youth: 'Youth ', none: '' };

function audienceFor(rng: Random, garment: ApparelGarment): Audience {
  if (garment === 'hat' || garment === 'tote') return 'none';
  if (garment === 'polo') return rng.weighted([['men', 5], ['women', 3], ['youth', 1]] as const);
  if (garment === 'hoodie' || garment === 'sweatshirt') return rng.weighted([['unisex', 7], ['women', 1.5], ['youth', 1.5]] as const);
  return rng.weighted([['unisex', 5.5], ['women', 2], ['men', 1], ['youth', 1.5]] as const);
}

/** A new style for a brand, shaped like its real ones. */
function synthesiseStyle(rng: Random, ctx: GenerationContext, brand: ApparelBrand): ApparelStyle {
  const garment = rng.weighted(brand.garments);
  const allowed = GARMENT_FABRICS[garment].filter((k) => !brand.fabrics || brand.fabrics.includes(k));
  const fabric = fabricOf(rng.pick(allowed.length ? allowed : GARMENT_FABRICS[garment]));
  const audience = audienceFor(rng, garment);
  const style = freshStyleNumber(rng, brand, garment, usedStylesOf(ctx, brand));
  usedStylesOf(ctx, brand).add(style);
  const words = fabric.words ? `${fabric.words} ` : '';
  return { style, garment, name: `${AUDIENCE_WORD[audience]}${words}${noun(rng, garment, fabric, audience)}`, fabric: fabric.key, audience };
}

function sizesFor(rng: Random, style: ApparelStyle): SizeOption[] {
  if (style.audience === 'none') return [...ONE_SIZE];
  if (style.audience === 'youth') return youthRun(rng);
  return adultRun(rng, style.audience);
}

const BLACK = COLOR_PALETTE.find((c) => c.code === 'BLK') as Swatch;
const WHITE = COLOR_PALETTE.find((c) => c.code === 'WHT') as Swatch;
const NATURAL = COLOR_PALETTE.find((c) => c.code === 'NAT') as Swatch;
const COLOUR_COUNTS = [[3, 1], [4, 2], [5, 3], [6, 3], [7, 2.5], [8, 2], [9, 1.2], [10, 1], [11, 0.6], [12, 0.6]] as const;

/** 3–12 colours; black and white (natural for totes) lead most ranges, as they do at the mills. */
function apparelSwatches(rng: Random, garment: ApparelGarment): Swatch[] {
  const count = garment === 'hat' || garment === 'tote' ? rng.int(3, 8) : rng.weighted(COLOUR_COUNTS);
  const core: Swatch[] = [];
  if (rng.chance(0.85)) core.push(BLACK);
  if (rng.chance(0.75)) core.push(garment === 'tote' ? NATURAL : WHITE);
  const rest = rng.sample(
    COLOR_PALETTE.filter((c) => !core.includes(c)),
    count - core.length,
  );
  return [...core, ...rest];
}

function softness(rng: Random, brand: ApparelBrand, fabric: Fabric): NonNullable<ProductDraft['softness']> {
  return {
    score: Math.round(rng.float(fabric.softness[0], fabric.softness[1]) * 10) / 10,
    source: rng.weighted(SOFTNESS_SOURCES),
    compositionName: SIGNATURE_FABRICS[`${brand.slug}:${fabric.key}`] ?? fabric.compositionName,
  };
}

const HAT_CATEGORY: Record<string, string> = { knit: 'beanies', trucker: 'trucker-hats', chino: 'dad-hats' };
const PERFORMANCE_CATEGORY: Record<ApparelGarment, string> = {
  tee: 'performance-tees',
  longsleeve: 'performance-long-sleeve',
  tank: 'performance-tanks',
  hoodie: 'performance-hoodies',
  sweatshirt: 'performance-hoodies',
  polo: 'team-polos',
  hat: 'trucker-hats',
  tote: 'tote-bags',
};
const BLANK_CATEGORY: Record<ApparelGarment, string> = {
  tee: 't-shirts',
  longsleeve: 'long-sleeve-shirts',
  tank: 'tank-tops',
  hoodie: 'hoodies',
  sweatshirt: 'sweatshirts',
  polo: 'polos',
  hat: 'snapback-hats',
  tote: 'tote-bags',
};

function blankCategory(style: ApparelStyle, fabric: Fabric): string {
  if (style.garment === 'hat') return HAT_CATEGORY[fabric.key] ?? 'snapback-hats';
  if (style.garment === 'tote') return 'tote-bags';
  if (style.audience === 'youth') return 'youth-apparel';
  return (fabric.athletic ? PERFORMANCE_CATEGORY : BLANK_CATEGORY)[style.garment];
}

const CONSTRUCTION: Record<ApparelGarment, readonly string[]> = {
  tee: ['Side-seamed with a tear-away label and taped shoulders.', 'Classic fit with a ribbed crew neck and double-needle hems.', 'Retail fit, shoulder-to-shoulder taping and a tagless neck.'],
  longsleeve: ['Rib-knit cuffs, a taped neck and a tear-away label.', 'Classic fit with double-needle sleeves and bottom hem.'],
  hoodie: ['Double-lined hood, pouch pocket and spandex-ribbed cuffs.', 'Jersey-lined hood with flat drawcords and a front pouch pocket.'],
  sweatshirt: ['Set-in sleeves with a 1x1 ribbed collar, cuffs and waistband.', 'Raglan sleeves and a relaxed fit that layers easily.'],
  tank: ['Lightweight and breathable with a relaxed drop armhole.', 'Binding at neck and armholes keeps its shape after washing.'],
  polo: ['Three-button placket, flat-knit collar and side vents.', 'Snag-resistant knit with a taped neck and open hem sleeves.'],
  hat: ['Adjustable closure, pre-curved visor and a crown built for patches and embroidery.', 'Mid-profile crown with a sweatband that stays comfortable all day.'],
  tote: ['Reinforced handles and a flat bottom; the print area fits an 11x11 transfer.', 'Roomy main compartment with handles long enough to carry on the shoulder.'],
};

function feel(score: number): string {
  if (score >= 8) return 'feels buttery soft from the first wear';
  if (score >= 6) return 'has a smooth, comfortable hand';
  if (score >= 4) return 'is a durable everyday workhorse';
  return 'is sturdy and built to take a beating';
}

const sizeSpan = (sizes: readonly SizeOption[]) => (sizes.length > 1 ? `sizes ${sizes[0]?.size}–${sizes[sizes.length - 1]?.size}` : 'one size');

function blankDescription(rng: Random, brand: ApparelBrand, style: ApparelStyle, fabric: Fabric, soft: NonNullable<ProductDraft['softness']>, swatches: number, sizes: readonly SizeOption[]) {
  return [
    `Cut from ${materialsPhrase(fabric.materials)} (${soft.compositionName.toLowerCase()}), the ${brand.name} ${style.style} ${feel(soft.score)}.`,
    rng.pick(CONSTRUCTION[style.garment]),
    rng.pick(['Takes DTF transfers, screen printing and embroidery cleanly.', 'Prints bright with DTF and holds up wash after wash.', 'A favourite base for heat-press shops and print studios.']),
    `Available in ${swatches} colours, ${sizeSpan(sizes)}. Bulk pricing starts at 12 pieces.`,
  ].join(' ');
}

function pickBrandStyle(rng: Random, ctx: GenerationContext): { brand: ApparelBrand; style: ApparelStyle; real: boolean } {
  const brand = rng.weighted(BRAND_WEIGHTS);
  const at = ctx.realStyleCursor.get(brand.slug) ?? 0;
  const realStyle = brand.styles[at];
  if (realStyle) {
    ctx.realStyleCursor.set(brand.slug, at + 1);
    return { brand, style: realStyle, real: true };
  }
  return { brand, style: synthesiseStyle(rng, ctx, brand), real: false };
}

/** A blank garment: the mill's real styles first, then new style numbers in its numbering. */
export function blankDraft(rng: Random, ctx: GenerationContext): ProductDraft {
  const { brand, style, real } = pickBrandStyle(rng, ctx);
  const list = ctx.blankStyles.get(brand.slug) ?? [];
  list.push(style);
  ctx.blankStyles.set(brand.slug, list);
  const fabric = fabricOf(style.fabric);
  const soft = softness(rng, brand, fabric);
  const swatches = apparelSwatches(rng, style.garment);
  const sizes = sizesFor(rng, style);
  return {
    kind: 'blank',
    line: 'blanks',
    title: `${brand.name} ${style.style} ${style.name}`,
    description: blankDescription(rng, brand, style, fabric, soft, swatches.length, sizes),
    brandSlug: brand.slug,
    categorySlug: blankCategory(style, fabric),
    garment: style.garment,
    materials: fabric.materials,
    softness: soft,
    swatches,
    sizes,
    unitPrice: rng.int(...BLANK_PRICE[style.garment]),
    tiers: BLANK_TIERS,
    imageCount: [2, 4],
    popularity: real ? 4 : 1,
  };
}

const CUSTOM_NOUN: Record<ApparelGarment, string> = {
  tee: 'T-Shirt',
  longsleeve: 'Long Sleeve Shirt',
  hoodie: 'Hoodie',
  sweatshirt: 'Sweatshirt',
  tank: 'Tank Top',
  polo: 'Polo',
  hat: 'Hat',
  tote: 'Tote Bag',
};
const MADE_CATEGORY: Record<ApparelGarment, string> = {
  tee: 'custom-t-shirts',
  longsleeve: 'custom-long-sleeve-shirts',
  hoodie: 'custom-hoodies',
  sweatshirt: 'custom-sweatshirts',
  tank: 'custom-tank-tops',
  polo: 'custom-polos',
  hat: 'custom-hats',
  tote: 'custom-tote-bags',
};
const TEAM_CATEGORY: Partial<Record<ApparelGarment, string>> = {
  tee: 'custom-jerseys',
  tank: 'custom-jerseys',
  longsleeve: 'custom-performance-tees',
  hoodie: 'custom-team-hoodies',
  sweatshirt: 'custom-team-hoodies',
  polo: 'custom-team-polos',
};

/**
 * Custom-printed apparel (kind `customizable`, line `print`): an occasion printed on a blank the
 * store sells, mostly the well-known styles, sometimes any style generated so far.
 */
export function customizableDraft(rng: Random, ctx: GenerationContext): ProductDraft {
  const brand = rng.weighted(BRAND_WEIGHTS);
  const generated = ctx.blankStyles.get(brand.slug) ?? [];
  const style = generated.length > 0 && rng.chance(0.4) ? rng.pick(generated) : rng.pick(brand.styles);
  const fabric = fabricOf(style.fabric);
  const team = TEAM_CATEGORY[style.garment] !== undefined && (fabric.athletic || rng.chance(0.2));
  const occasion = rng.pick(team ? SPORTS_OCCASIONS : MADE_OCCASIONS);
  const youth = style.audience === 'youth' ? 'Youth ' : '';
  const hatNoun = fabric.key === 'knit' ? 'Beanie' : fabric.key === 'trucker' ? 'Trucker Hat' : CUSTOM_NOUN.hat;
  const garmentNoun = style.garment === 'hat' ? hatNoun : CUSTOM_NOUN[style.garment];
  const soft = softness(rng, brand, fabric);
  const swatches = apparelSwatches(rng, style.garment);
  const sizes = sizesFor(rng, style);
  const method = rng.pick(['full-colour DTF', 'screen printing', 'embroidery', 'full-colour DTF']);
  return {
    kind: 'customizable',
    line: 'print',
    title: `Custom ${occasion} ${youth}${garmentNoun} — ${brand.name} ${style.style}`,
    description: [
      `Your ${occasion.toLowerCase()} artwork on the ${brand.name} ${style.style} ${style.name.toLowerCase()}, decorated with ${method}.`,
      `Made of ${materialsPhrase(fabric.materials)}, it ${feel(soft.score)}.`,
      rng.pick(['Upload a logo or start from a template in the design lab.', 'Add names and numbers, or a second print on the back.', 'Mix colours and sizes in one order at no extra cost.']),
      `No minimums; the price drops at 12, 48 and 144 pieces.`,
    ].join(' '),
    brandSlug: brand.slug,
    categorySlug: team ? (TEAM_CATEGORY[style.garment] as string) : MADE_CATEGORY[style.garment],
    garment: style.garment,
    materials: fabric.materials,
    softness: soft,
    swatches,
    sizes,
    unitPrice: rng.int(...BLANK_PRICE[style.garment]) + rng.int(899, 1699),
    tiers: CUSTOM_TIERS,
    imageCount: [2, 4],
    popularity: brand.styles.includes(style) ? 2 : 1,
  };
}
