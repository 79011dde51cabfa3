import type { AssetTheme } from '@storefront/design-document';

/**
 * The studios that publish digital assets in the demo store. An asset's author is also its
 * catalog brand (one brand per studio), so the listing's brand filter is "by author".
 */
export interface AssetAuthor {
  slug: string;
  name: string;
  description: string;
  /** the themes the studio draws, first the one it is known for */
  themes: readonly AssetTheme[];
  /** relative share of the assets */
  weight: number;
}

export const ASSET_AUTHORS: readonly AssetAuthor[] = [
  { slug: 'sunwave-supply', name: 'Sunwave Supply Co.', description: 'Retro sunsets, surf and seventies badges, drawn flat and ready to print.', themes: ['retro', 'geometric'], weight: 12 },
  { slug: 'maple-and-moth', name: 'Maple & Moth', description: 'Hand-drawn florals and botanical wreaths for spring and wedding merch.', themes: ['floral'], weight: 10 },
  { slug: 'grid-theory', name: 'Grid Theory', description: 'Bauhaus tiles, op-art stripes and mandalas built on a strict grid.', themes: ['geometric'], weight: 9 },
  { slug: 'holly-lane-designs', name: 'Holly Lane Designs', description: 'Holiday motifs for every season: trees, pumpkins, hearts and eggs.', themes: ['holiday', 'floral'], weight: 10 },
  { slug: 'benchpress-graphics', name: 'Benchpress Graphics', description: 'Team crests, trophies and ball badges for leagues, gyms and boosters.', themes: ['sports'], weight: 10 },
  { slug: 'little-fox-prints', name: 'Little Fox Prints', description: 'Friendly woodland mascots for kids’ tees, nurseries and pet shops.', themes: ['animal'], weight: 10 },
  { slug: 'wildbloom-atelier', name: 'Wildbloom Atelier', description: 'Wildflower emblems and blooming hearts in soft, printable palettes.', themes: ['floral', 'holiday'], weight: 7 },
  { slug: 'neon-arcade-studio', name: 'Neon Arcade Studio', description: 'Neon bolts, pinwheels and eighties sunsets with a lot of contrast.', themes: ['retro', 'geometric', 'sports'], weight: 7 },
  { slug: 'varsity-row', name: 'Varsity Row', description: 'Collegiate chevrons, jerseys and crossed bats for spirit wear.', themes: ['sports', 'retro'], weight: 8 },
  { slug: 'confetti-cove', name: 'Confetti Cove', description: 'Party-ready holiday badges: gifts, ghosts, shamrocks and snowflakes.', themes: ['holiday'], weight: 7 },
  { slug: 'northbound-badge-co', name: 'Northbound Badge Co.', description: 'Camp badges with mountains, bears and owls for outdoor brands.', themes: ['animal', 'retro'], weight: 6 },
  { slug: 'pixel-and-pine', name: 'Pixel & Pine Studio', description: 'Cheerful critters and geometric patterns for small-shop merch.', themes: ['animal', 'geometric'], weight: 4 },
];
