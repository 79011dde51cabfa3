import type { AssetTheme } from './asset-themes';

/**
 * A design's five inks by role. `field` fills the emblem's face and covers the most ground, so it
 * is the dominant colour (the catalog's composition colour); `frame` is the rim; `main`,
 * `detail` and `accent` draw the motif. Flat inks only: print files have no gradients.
 */
export interface ArtPalette {
  name: string;
  field: string;
  frame: string;
  main: string;
  detail: string;
  accent: string;
}

const palette = (name: string, field: string, frame: string, main: string, detail: string, accent: string): ArtPalette => ({
  name,
  field,
  frame,
  main,
  detail,
  accent,
});

const P = {
  sunset: palette('Sunset', '#fbe7c6', '#2d3047', '#f26b38', '#f7b32b', '#c0392b'),
  seventies: palette('Seventies', '#f4d35e', '#6b2d5c', '#ee964b', '#0d3b66', '#f95738'),
  desert: palette('Desert', '#e9c46a', '#264653', '#e76f51', '#2a9d8f', '#f4f1de'),
  miami: palette('Miami', '#1b1b3a', '#ff6ec7', '#ffd166', '#06d6a0', '#118ab2'),
  diner: palette('Diner', '#f1faee', '#1d3557', '#e63946', '#457b9d', '#a8dadc'),
  botanical: palette('Botanical', '#f6f1e7', '#2f5d50', '#e07a5f', '#81b29a', '#f2cc8f'),
  blush: palette('Blush', '#fde2e4', '#6d2e46', '#e5989b', '#52796f', '#ffb4a2'),
  meadow: palette('Meadow', '#e9f5db', '#31572c', '#f4a259', '#90a955', '#bc4b51'),
  lavender: palette('Lavender', '#ede7f6', '#3c2a4d', '#9d4edd', '#5a8f5a', '#f7b801'),
  ink: palette('Ink', '#f2f2f2', '#111111', '#e63946', '#3a3a3a', '#ffbe0b'),
  bauhaus: palette('Bauhaus', '#f0e6d2', '#1a1a1a', '#d62828', '#003f88', '#fcbf49'),
  ocean: palette('Ocean', '#caf0f8', '#03045e', '#0077b6', '#00b4d8', '#ffb703'),
  camp: palette('Camp', '#283618', '#dda15e', '#fefae0', '#bc6c25', '#8a9a5b'),
  nordic: palette('Nordic', '#e5e5e5', '#2b2d42', '#ef233c', '#8d99ae', '#ffd60a'),
  christmas: palette('Christmas', '#f8f4e3', '#1b4332', '#c1121f', '#2d6a4f', '#e9c46a'),
  halloween: palette('Halloween', '#1a1423', '#5a189a', '#ff7b00', '#70e000', '#fff3b0'),
  valentine: palette('Valentine', '#fff0f3', '#800f2f', '#ff4d6d', '#c9184a', '#ffb3c1'),
  spring: palette('Spring', '#fefae0', '#5e548e', '#ffafcc', '#7fb8f5', '#9bd770'),
  navyGold: palette('Navy & Gold', '#0b2545', '#eeb902', '#f4f4f9', '#8da9c4', '#d00000'),
  varsity: palette('Varsity', '#f5f0e1', '#7b0d1e', '#1e3d59', '#ff6e40', '#ffc13b'),
  court: palette('Court', '#1b512d', '#f3f3f3', '#ff8c42', '#669d31', '#ffd23f'),
  neon: palette('Neon', '#111827', '#39ff14', '#f72585', '#4cc9f0', '#fffb00'),
  safari: palette('Safari', '#f2e8cf', '#386641', '#bc4749', '#6a994e', '#a7c957'),
  arctic: palette('Arctic', '#e0fbfc', '#293241', '#ee6c4d', '#3d5a80', '#98c1d9'),
} as const;

/** The palettes that suit each theme. */
export const THEME_PALETTES: Record<AssetTheme, readonly ArtPalette[]> = {
  retro: [P.sunset, P.seventies, P.desert, P.miami, P.diner, P.bauhaus, P.camp],
  floral: [P.botanical, P.blush, P.meadow, P.lavender, P.spring, P.safari, P.valentine],
  geometric: [P.ink, P.bauhaus, P.ocean, P.nordic, P.seventies, P.miami, P.arctic, P.navyGold],
  animal: [P.camp, P.safari, P.botanical, P.arctic, P.desert, P.ocean, P.meadow],
  holiday: [P.christmas, P.halloween, P.valentine, P.spring, P.nordic, P.arctic],
  sports: [P.navyGold, P.varsity, P.court, P.neon, P.diner, P.ink],
};
