/** A colour a product comes in: one composition per swatch. `code` goes into SKU codes. */
export interface Swatch {
  name: string;
  hex: string;
  /** the colour facet value */
  family: string;
  code: string;
}

const swatch = (name: string, hex: string, family: string, code: string): Swatch => ({ name, hex, family, code });

/** Garment colours, named the way blank-apparel mills name them. */
export const COLOR_PALETTE: readonly Swatch[] = [
  swatch('Black', '#1B1B1B', 'black', 'BLK'),
  swatch('White', '#FFFFFF', 'white', 'WHT'),
  swatch('Natural', '#F1E9D6', 'white', 'NAT'),
  swatch('Ivory', '#F4EFE2', 'white', 'IVR'),
  swatch('Ash', '#D7D8D5', 'grey', 'ASH'),
  swatch('Charcoal', '#46484C', 'grey', 'CHR'),
  swatch('Pepper', '#5D5D59', 'grey', 'PEP'),
  swatch('Granite', '#8A8D8F', 'grey', 'GRN'),
  swatch('Athletic Heather', '#A9AAAC', 'heather', 'ATH'),
  swatch('Dark Grey Heather', '#4B4C50', 'heather', 'DGH'),
  swatch('Heather Navy', '#3B4258', 'heather', 'HNV'),
  swatch('Heather Red', '#C5474F', 'heather', 'HRD'),
  swatch('Heather Forest', '#3E5A48', 'heather', 'HFR'),
  swatch('Heather Peach', '#F0B49C', 'heather', 'HPC'),
  swatch('Heather Maroon', '#6E3440', 'heather', 'HMR'),
  swatch('Navy', '#1F2A44', 'navy', 'NVY'),
  swatch('Midnight Navy', '#18202F', 'navy', 'MNV'),
  swatch('True Royal', '#2251A4', 'blue', 'RYL'),
  swatch('Carolina Blue', '#7BAFD4', 'blue', 'CBL'),
  swatch('Light Blue', '#A7C8E2', 'blue', 'LBL'),
  swatch('Teal', '#00788C', 'blue', 'TEA'),
  swatch('Red', '#C8102E', 'red', 'RED'),
  swatch('Cardinal', '#8A1538', 'red', 'CRD'),
  swatch('Maroon', '#5C1F2B', 'red', 'MAR'),
  swatch('Orange', '#FF6A13', 'orange', 'ORG'),
  swatch('Burnt Orange', '#C5501C', 'orange', 'BOR'),
  swatch('Gold', '#FFB81C', 'yellow', 'GLD'),
  swatch('Daisy', '#F7D448', 'yellow', 'DSY'),
  swatch('Butter', '#F5E1A4', 'yellow', 'BTR'),
  swatch('Kelly Green', '#00843D', 'green', 'KEL'),
  swatch('Forest Green', '#1F3D2B', 'green', 'FOR'),
  swatch('Military Green', '#5C6144', 'green', 'MIL'),
  swatch('Sage', '#A3B18A', 'green', 'SGE'),
  swatch('Purple', '#4B2E83', 'purple', 'PUR'),
  swatch('Lavender', '#B8A6D9', 'purple', 'LAV'),
  swatch('Light Pink', '#F4B6C7', 'pink', 'LPK'),
  swatch('Heliconia', '#E0457B', 'pink', 'HEL'),
  swatch('Berry', '#8E2C5B', 'pink', 'BRY'),
  swatch('Sand', '#D6C7A5', 'brown', 'SND'),
  swatch('Khaki', '#B9A57A', 'brown', 'KHK'),
  swatch('Brown Savana', '#7A5B45', 'brown', 'BSV'),
  swatch('Chocolate', '#4B2E24', 'brown', 'CHC'),
];

/** Finishes of flat goods (transfers, stickers, spangles, print). */
export const FINISH_PALETTE: readonly Swatch[] = [
  swatch('Full Color', '#E94E77', 'multi', 'FC'),
  swatch('White Ink', '#FFFFFF', 'white', 'WI'),
  swatch('Black Ink', '#1B1B1B', 'black', 'BI'),
  swatch('Glitter', '#C9B037', 'gold', 'GLT'),
  swatch('Glow in the Dark', '#C6F68D', 'green', 'GLW'),
  swatch('Holographic', '#B8C7E8', 'multi', 'HOLO'),
  swatch('Clear', '#EEF3F7', 'clear', 'CLR'),
  swatch('Gold', '#D4AF37', 'gold', 'GD'),
  swatch('Silver', '#C0C0C0', 'silver', 'SV'),
  swatch('Rose Gold', '#B76E79', 'pink', 'RG'),
  swatch('Iridescent', '#D7E9F2', 'multi', 'IRD'),
  swatch('Matte White', '#F7F7F5', 'white', 'MW'),
  swatch('Kraft', '#C09A6B', 'brown', 'KFT'),
  swatch('Gloss White', '#FFFFFF', 'white', 'GW'),
];

export function finish(name: string): Swatch {
  const found = FINISH_PALETTE.find((s) => s.name === name);
  if (!found) throw new Error(`unknown finish ${name}`);
  return found;
}

/** Every swatch the demo uses, so the colour facet can list families with their hex. */
export const COLOR_FAMILIES = [...new Set([...COLOR_PALETTE, ...FINISH_PALETTE].map((s) => s.family))];
