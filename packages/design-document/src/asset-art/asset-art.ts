import { THEME_PALETTES } from './asset-palettes';
import { ArtCanvas, type Ink } from './art-canvas';
import { artRandom } from './art-random';
import { assetThemeOfSeed, type AssetTheme } from './asset-themes';
import { FRAMES } from './frames';
import { ANIMAL_MOTIFS } from './motifs/animal-motifs';
import { FLORAL_MOTIFS } from './motifs/floral-motifs';
import { GEOMETRIC_MOTIFS } from './motifs/geometric-motifs';
import { HOLIDAY_MOTIFS } from './motifs/holiday-motifs';
import type { Motif } from './motifs/motif';
import { RETRO_MOTIFS } from './motifs/retro-motifs';
import { SPORTS_MOTIFS } from './motifs/sports-motifs';
import { dotRing, ribbon } from './ornaments';

/** The art's square canvas in SVG user units (its viewBox is 0 0 1000 1000). */
export const ASSET_ART_SIZE = 1000;

export interface AssetArtInput {
  /** the asset's `art_seed`: the same seed always draws the same design */
  seed: number;
  /** the theme to draw in; by default the seed's own (`assetThemeOfSeed`) */
  theme?: AssetTheme;
}

export interface AssetArt {
  /** a complete SVG document, viewBox 0 0 1000 1000, transparent background, no text or references */
  svg: string;
  /** the inks used, `#rrggbb`: the dominant one (the emblem's face) first, then the rim and the motif's */
  palette: string[];
}

const THEME_MOTIFS: Record<AssetTheme, readonly Motif[]> = {
  retro: RETRO_MOTIFS,
  floral: FLORAL_MOTIFS,
  geometric: GEOMETRIC_MOTIFS,
  animal: ANIMAL_MOTIFS,
  holiday: HOLIDAY_MOTIFS,
  sports: SPORTS_MOTIFS,
};

/** Dominant first: the face covers the most ground by construction (the tests rasterise to check). */
const INK_ORDER: readonly Ink[] = ['field', 'frame', 'main', 'detail', 'accent'];

/** What a seed draws, in words: the demo catalog titles, describes and tags assets with it. */
export interface AssetArtSubject {
  theme: AssetTheme;
  /** the motif, e.g. "Sunset", "Fox", "Basketball" */
  subject: string;
  /** the emblem's shape, e.g. "Badge", "Crest", "Seal" */
  emblem: string;
  /** the palette's name, e.g. "Miami" */
  paletteName: string;
  /** as `assetArt` answers it: the dominant colour first */
  palette: string[];
}

function draw({ seed, theme }: AssetArtInput): { canvas: ArtCanvas; subject: AssetArtSubject } {
  if (!Number.isFinite(seed)) throw new RangeError(`An asset's art needs a finite seed, not ${seed}`);
  const drawn = theme ?? assetThemeOfSeed(seed);
  const rng = artRandom(seed);
  const palette = rng.pick(THEME_PALETTES[drawn]);
  const canvas = new ArtCanvas(palette);
  const [emblem, frame] = rng.pick(FRAMES);
  const face = frame(canvas, rng);
  const subject = rng.pick(THEME_MOTIFS[drawn])(canvas, rng, face);
  if (rng.chance(0.3)) dotRing(canvas, face, rng.pick([16, 20, 24]), rng.chance(0.5) ? 'accent' : 'detail');
  if (rng.chance(0.25)) ribbon(canvas, face, 'frame', 'detail', 'accent');
  const used = [...new Set(INK_ORDER.filter((ink) => canvas.used(ink)).map((ink) => palette[ink]))];
  return { canvas, subject: { theme: drawn, subject, emblem, paletteName: palette.name, palette: used } };
}

/**
 * The art's markup without the outer `<svg>` element, in a 0–1000 user space: for nesting in
 * another SVG (the catalog's product pictures place it on a garment).
 */
export function assetArtLayers(input: AssetArtInput): { body: string; palette: string[] } {
  const { canvas, subject } = draw(input);
  return { body: `<g transform="scale(10)">${canvas.markup}</g>`, palette: subject.palette };
}

/** What `assetArt` draws for this input, named. */
export function assetArtSubject(input: AssetArtInput): AssetArtSubject {
  return draw(input).subject;
}

/** A printable design drawn from shapes and the clipart library, deterministic per seed (browser-safe, pure). */
export function assetArt(input: AssetArtInput): AssetArt {
  const { body, palette } = assetArtLayers(input);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${ASSET_ART_SIZE}" height="${ASSET_ART_SIZE}" viewBox="0 0 ${ASSET_ART_SIZE} ${ASSET_ART_SIZE}">${body}</svg>`,
    palette,
  };
}
