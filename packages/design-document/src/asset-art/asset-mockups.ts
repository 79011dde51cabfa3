// Which garments an asset's catalog pictures show its art on, chosen from the art's dominant
// colour so the design stands out: the image renderer draws them and the image URLs' alt text
// names them, from this one rule.

export interface AssetMockups {
  /** view 1: a tee, `rrggbb` */
  tee: string;
  /** view 2: a tote bag for a dark design, a hoodie for a light one */
  second: { garment: 'tote' | 'hoodie'; hex: string; label: string };
}

/** Relative brightness 0..1 of `#rrggbb` / `rrggbb` (sRGB weights; anything unreadable is mid grey). */
function brightness(hex: string): number {
  const h = hex.replace(/^#/, '');
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return 0.5;
  const n = Number.parseInt(h, 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

export function assetMockups(dominantHex: string): AssetMockups {
  const b = brightness(dominantHex);
  return {
    tee: b > 0.85 ? '3a3d42' : 'ffffff',
    second: b < 0.55 ? { garment: 'tote', hex: 'f1e9d6', label: 'on a tote bag' } : { garment: 'hoodie', hex: '1f2a44', label: 'on a hoodie' },
  };
}
