// The palette colour nearest (ΔE*ab) to a colour.
import { parseHex } from '../color/hex';
import { deltaE, rgbToLab, type Lab, type Rgb } from '../color/lab';

export interface PaletteEntry {
  hex: string;
  lab: Lab;
}

export function toPalette(hexes: string[]): PaletteEntry[] {
  return hexes.map((hex) => ({ hex: hex.toLowerCase(), lab: rgbToLab(...parseHex(hex)) }));
}

export function nearestColour(rgb: Rgb, palette: PaletteEntry[]): PaletteEntry {
  const lab = rgbToLab(...rgb);
  let best = palette[0]!;
  let bestD = Infinity;
  for (const entry of palette) {
    const d = deltaE(lab, entry.lab);
    if (d < bestD) [best, bestD] = [entry, d];
  }
  return best;
}
