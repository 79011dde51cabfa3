// The themes digital assets are drawn in. A seed carries its theme (seed mod the number of
// themes), so `assetArt({ seed })` alone draws an asset as the catalog shows it; the demo
// catalog files each asset under its seed's theme, and its first tag is that theme.

export const ASSET_THEMES = ['retro', 'floral', 'geometric', 'animal', 'holiday', 'sports'] as const;
export type AssetTheme = (typeof ASSET_THEMES)[number];

export const ASSET_THEME_LABELS: Record<AssetTheme, string> = {
  retro: 'Retro',
  floral: 'Floral',
  geometric: 'Geometric',
  animal: 'Animal',
  holiday: 'Holiday',
  sports: 'Sports',
};

export function isAssetTheme(value: unknown): value is AssetTheme {
  return typeof value === 'string' && (ASSET_THEMES as readonly string[]).includes(value);
}

/** The theme a seed is drawn in when none is asked for. */
export function assetThemeOfSeed(seed: number): AssetTheme {
  const n = ASSET_THEMES.length;
  return ASSET_THEMES[((Math.trunc(seed) % n) + n) % n] as AssetTheme;
}
