// The stone colours a spangle pattern is set in (rhinestone makers' standard shades, named as the
// trade sells them). A pattern picks, for each stone, the nearest of the colours the shopper chose.

export const STONE_COLOURS = [
  { name: 'crystal', label: 'Crystal', hex: '#f4f6f8' },
  { name: 'jet', label: 'Jet black', hex: '#121212' },
  { name: 'gold', label: 'Gold', hex: '#d4a017' },
  { name: 'silver', label: 'Silver', hex: '#b8bcc2' },
  { name: 'siam', label: 'Siam red', hex: '#b0102a' },
  { name: 'rose', label: 'Rose pink', hex: '#f06292' },
  { name: 'aquamarine', label: 'Aquamarine', hex: '#7fd3e6' },
  { name: 'sapphire', label: 'Sapphire', hex: '#1e3fa8' },
  { name: 'emerald', label: 'Emerald', hex: '#0f8a4a' },
  { name: 'amethyst', label: 'Amethyst', hex: '#8e44ad' },
  { name: 'topaz', label: 'Topaz', hex: '#e08a1e' },
  { name: 'peridot', label: 'Peridot', hex: '#9acd32' },
] as const;

export type StoneColourName = (typeof STONE_COLOURS)[number]['name'];
export const STONE_COLOUR_NAMES = STONE_COLOURS.map((c) => c.name) as StoneColourName[];

/** The colours named, in the table's order (unknown names are left out: the contract refuses them first). */
export function stoneColoursNamed(names: readonly string[]): { name: StoneColourName; label: string; hex: string }[] {
  return STONE_COLOURS.filter((c) => names.includes(c.name));
}

/** A pattern's stones per colour (as the pattern tool counts them, by hex) named again, in the table's order. */
export function stoneColourCounts(countsByHex: Readonly<Record<string, number>>, names: readonly string[]): { name: StoneColourName; label: string; hex: string; count: number }[] {
  return stoneColoursNamed(names).map((c) => ({ ...c, count: countsByHex[c.hex] ?? 0 }));
}
