import { LICENCES, type Licence } from '@storefront/contracts';
import { ASSET_THEME_LABELS, ASSET_THEMES, assetArtSubject, type AssetTheme } from '@storefront/design-document';
import { categoryOf } from './categories';
import { ASSET_AUTHORS, type AssetAuthor } from './digital-asset-authors';
import { COLOR_PALETTE, type Swatch } from './palette';
import type { PriceRow } from './pricing';
import type { Random } from './random';

/** What makes a demo product a digital asset: its row in `digital_assets.assets`. */
export interface DemoAsset {
  author: string;
  formats: readonly string[];
  tags: readonly string[];
  artSeed: number;
  /** printed units per standard licence; null would be no cap (the demo always caps) */
  standardPrintCap: number;
  podAsIs: boolean;
}

/** What the catalog generator needs from one asset; it adds the position, slug and catalog number. */
export interface DigitalAssetDraft {
  title: string;
  description: string;
  author: AssetAuthor;
  categorySlug: string;
  /** the art's dominant colour: the one composition's colour */
  swatch: Swatch;
  /** the licences as SKUs: size is the licence key (contracts' `licenceOfSize`) */
  sizes: readonly { size: Licence; order: number }[];
  prices: readonly PriceRow[];
  unitsSold: number;
  searchWords: readonly string[];
  asset: DemoAsset;
}

/** Standard-licence prices (USD cents); cheaper ones more often. The extended licence is the contracts' factor × this. */
const USD_PRICES: readonly (readonly [number, number])[] = [
  [399, 10], [499, 14], [599, 14], [699, 12], [799, 10], [899, 8], [999, 8], [1199, 6], [1299, 4], [1499, 4],
];

/** About 1.35 × the US price, on a .49 or .99 ending. */
export const cadAssetPrice = (usd: number): number => Math.round((usd * 1.35 + 1) / 50) * 50 - 1;

const STYLE_WORDS: Record<AssetTheme, readonly string[]> = {
  retro: ['Retro', 'Vintage', 'Groovy', 'Seventies', 'Old-School'],
  floral: ['Floral', 'Botanical', 'Wildflower', 'Boho', 'Garden'],
  geometric: ['Geometric', 'Bauhaus', 'Modern', 'Mid-Century', 'Abstract'],
  animal: ['Cute', 'Woodland', 'Happy', 'Cheeky', 'Friendly'],
  holiday: ['Festive', 'Seasonal', 'Cheerful', 'Cozy'],
  sports: ['Varsity', 'Game Day', 'All-Star', 'Champion', 'Team'],
};

/** Holiday art reads better named for its day. */
const SUBJECT_WORDS: Record<string, readonly string[]> = {
  'Christmas Tree': ['Merry', 'Festive', 'Cozy'],
  Snowflake: ['Winter', 'Frosty', 'Let It Snow'],
  Pumpkin: ['Autumn', 'Harvest', 'Fall'],
  'Jack-o-Lantern': ['Spooky', 'Halloween'],
  Ghost: ['Spooky', 'Halloween', 'Boo'],
  Hearts: ['Valentine', 'Sweetheart', 'Lovey'],
  Shamrock: ['Lucky', 'St. Patrick’s'],
  'Easter Egg': ['Easter', 'Spring'],
  'Gift Box': ['Birthday', 'Festive', 'Party'],
};

const THEME_TAGS: Record<AssetTheme, readonly string[]> = {
  retro: ['vintage', '70s', 'sunset', 'badge', 'surf', 'summer'],
  floral: ['flowers', 'botanical', 'spring', 'garden', 'wedding', 'nature'],
  geometric: ['pattern', 'abstract', 'modern', 'shapes', 'minimal', 'bauhaus'],
  animal: ['mascot', 'kids', 'woodland', 'pets', 'cute', 'nature'],
  holiday: ['seasonal', 'party', 'gift', 'celebration', 'family'],
  sports: ['team', 'athletic', 'league', 'coach', 'fan', 'school spirit'],
};

const FORMAT_SETS: readonly (readonly [readonly string[], number])[] = [
  [['png', 'svg'], 7],
  [['png', 'svg', 'pdf'], 3],
];

const tag = (words: string) => words.toLowerCase().replace(/[’']/g, '');

/** The nearest garment colour by RGB distance: the facet family and a colour word for the art's dominant ink. */
function nearestSwatch(hex: string): Swatch {
  const rgb = (h: string) => {
    const n = Number.parseInt(h.replace('#', ''), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
  };
  const [r, g, b] = rgb(hex);
  let best = COLOR_PALETTE[0]!;
  let bestDistance = Infinity;
  for (const s of COLOR_PALETTE) {
    const [sr, sg, sb] = rgb(s.hex);
    const d = (r - sr) ** 2 + (g - sg) ** 2 + (b - sb) ** 2;
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The colour a shopper would name the design by: its first ink (most-used first) that is not
 * paper. Most emblems have a cream or white face, which would file three designs in four under
 * "white" and leave the colour filter useless for designs.
 */
export function mainInk(palette: readonly string[]): string {
  const paperLike = (hex: string) => {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    // light and nearly grey: white, cream, ivory, pale parchment
    return max > 215 && max - min < 48;
  };
  return palette.find((hex) => !paperLike(hex)) ?? palette[0]!;
}

/**
 * One digital asset: the author (a studio, and the product's brand), a theme the studio draws, an
 * art seed carrying that theme (`assetThemeOfSeed`: seed mod the number of themes), and a title,
 * tags and colour read off the art the seed draws, so what the catalog says is what it shows.
 */
export function digitalAssetDraft(rng: Random): DigitalAssetDraft {
  const author = rng.weighted(ASSET_AUTHORS.map((a) => [a, a.weight] as const));
  const theme = rng.pick(author.themes);
  const artSeed = ASSET_THEMES.length * rng.int(1, 300_000_000) + ASSET_THEMES.indexOf(theme);
  const art = assetArtSubject({ seed: artSeed });
  const style = rng.pick(SUBJECT_WORDS[art.subject] ?? STYLE_WORDS[theme]);
  const title = `${style} ${art.subject} ${art.emblem}`;
  // the swatch shows the art's face (the pictures' mockups are chosen by it); the colour filter
  // files the design under its main ink
  const dominant = art.palette[0]!;
  const near = nearestSwatch(mainInk(art.palette));
  const formats = rng.weighted(FORMAT_SETS);
  const cap = rng.weighted([[500, 75], [250, 12], [1000, 13]] as const);
  const podAsIs = rng.chance(1 / 3);
  const extra = rng.sample(THEME_TAGS[theme], rng.int(0, 2));
  const tags = [...new Set([theme, tag(art.subject), tag(art.emblem), tag(art.paletteName), ...extra])].slice(0, 6);
  const usd = rng.weighted(USD_PRICES);
  const categorySlug = `${theme}-designs`;
  return {
    title,
    description:
      `${title}: a ${ASSET_THEME_LABELS[theme].toLowerCase()} design by ${author.name} in the ${art.paletteName} palette, ` +
      `delivered as ${formats.map((f) => f.toUpperCase()).join(', ')} files to print on tees, totes, stickers and transfers. ` +
      `The standard licence covers up to ${cap.toLocaleString('en-US')} printed pieces${podAsIs ? ' and print-on-demand sales of the design as is' : ''}; the extended licence has no cap.`,
    author,
    categorySlug,
    swatch: { name: `${art.paletteName} palette`, hex: dominant.toUpperCase(), family: near.family, code: 'ART' },
    sizes: LICENCES.map((licence, i) => ({ size: licence, order: i + 1 })),
    prices: [
      { store: 'us', minQty: 1, amount: usd },
      { store: 'ca', minQty: 1, amount: cadAssetPrice(usd) },
    ],
    unitsSold: Math.floor(Math.exp(rng.float(0, 6)) - 1),
    searchWords: [title, author.name, ...categoryOf(categorySlug).path, art.paletteName, ...tags, ...formats],
    asset: { author: author.name, formats, tags, artSeed, standardPrintCap: cap, podAsIs },
  };
}
