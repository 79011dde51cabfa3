import type { Garment, SizeChart, SizeChartMeasure } from '@storefront/contracts';

// Garment measurements by size, the one place the store keeps them. Figures are the flat
// measurements mills publish for their core styles (classic-fit cotton tee, long-sleeve tee,
// heavy-blend hoodie and crewneck, tank, piqué polo; youth runs alike), in inches; centimetres
// are derived. A product's chart is its garment's table cut down to the sizes it comes in.

type MeasureKey = 'chest' | 'body_length' | 'sleeve_length';

const MEASURES: Record<MeasureKey, SizeChartMeasure> = {
  chest: { key: 'chest', label: 'Chest width', how: 'Laid flat, straight across 1 in (2.5 cm) below the armholes. Double it for the full chest.' },
  body_length: { key: 'body_length', label: 'Body length', how: 'From the highest point of the shoulder down to the bottom hem.' },
  sleeve_length: { key: 'sleeve_length', label: 'Sleeve length', how: 'From the middle of the back collar, over the shoulder, down to the cuff.' },
};

/** One size run of one garment: inches per size, in the order of `measures`. */
interface SizeTable {
  measures: readonly MeasureKey[];
  sizes: Readonly<Record<string, readonly number[]>>;
}

const ADULT_TEE: SizeTable = {
  measures: ['chest', 'body_length'],
  sizes: { XS: [16.5, 27], S: [18, 28], M: [20, 29], L: [22, 30], XL: [24, 31], '2XL': [26, 32], '3XL': [28, 33], '4XL': [30, 34], '5XL': [32, 35] },
};
const YOUTH_TEE: SizeTable = {
  measures: ['chest', 'body_length'],
  sizes: { YXS: [14, 19], YS: [16, 20.5], YM: [17, 22], YL: [18, 23.5], YXL: [19, 25] },
};
const ADULT_LONGSLEEVE: SizeTable = {
  measures: ['chest', 'body_length', 'sleeve_length'],
  sizes: {
    XS: [16.5, 27, 32.5],
    S: [18, 28, 33.5],
    M: [20, 29, 34.5],
    L: [22, 30, 35.5],
    XL: [24, 31, 36.5],
    '2XL': [26, 32, 37.5],
    '3XL': [28, 33, 38.5],
    '4XL': [30, 34, 39.5],
    '5XL': [32, 35, 40.5],
  },
};
const YOUTH_LONGSLEEVE: SizeTable = {
  measures: ['chest', 'body_length', 'sleeve_length'],
  sizes: { YXS: [14, 19, 22.5], YS: [16, 20.5, 24.5], YM: [17, 22, 26.5], YL: [18, 23.5, 28.5], YXL: [19, 25, 30.5] },
};
/** Heavy-blend fleece: roomier in the chest, a little shorter than a tee. Crewnecks share it. */
const ADULT_FLEECE: SizeTable = {
  measures: ['chest', 'body_length', 'sleeve_length'],
  sizes: {
    XS: [18, 26, 32.5],
    S: [20, 27, 33.5],
    M: [22, 28, 34.5],
    L: [24, 29, 35.5],
    XL: [26, 30, 36.5],
    '2XL': [28, 31, 37.5],
    '3XL': [30, 32, 38.5],
    '4XL': [32, 33, 39.5],
    '5XL': [34, 34, 40.5],
  },
};
const YOUTH_FLEECE: SizeTable = {
  measures: ['chest', 'body_length', 'sleeve_length'],
  sizes: { YXS: [15.5, 19, 23.5], YS: [17, 20.5, 25.5], YM: [18, 22, 27.5], YL: [19, 23.5, 29.5], YXL: [20, 24.5, 31] },
};
const ADULT_POLO: SizeTable = {
  measures: ['chest', 'body_length'],
  sizes: { XS: [17, 27], S: [19, 28], M: [21, 29], L: [23, 30], XL: [25, 31], '2XL': [27, 32], '3XL': [29, 33], '4XL': [31, 34], '5XL': [33, 35] },
};
const YOUTH_POLO: SizeTable = {
  measures: ['chest', 'body_length'],
  sizes: { YXS: [15, 19.5], YS: [16, 20.5], YM: [17.5, 22], YL: [19, 23.5], YXL: [20, 25] },
};

interface GarmentCharts {
  /** "T-shirt": the chart is named "Adult T-shirt", "Youth T-shirt" */
  noun: string;
  adult: SizeTable;
  youth: SizeTable;
}

/** Garments sold in a size run. Hats, totes and flat goods are one size or sized by print area: no chart. */
const CHARTS: Partial<Record<Garment, GarmentCharts>> = {
  tee: { noun: 'T-shirt', adult: ADULT_TEE, youth: YOUTH_TEE },
  longsleeve: { noun: 'long-sleeve T-shirt', adult: ADULT_LONGSLEEVE, youth: YOUTH_LONGSLEEVE },
  hoodie: { noun: 'hoodie', adult: ADULT_FLEECE, youth: YOUTH_FLEECE },
  sweatshirt: { noun: 'crewneck sweatshirt', adult: ADULT_FLEECE, youth: YOUTH_FLEECE },
  tank: { noun: 'tank top', adult: ADULT_TEE, youth: YOUTH_TEE },
  polo: { noun: 'polo', adult: ADULT_POLO, youth: YOUTH_POLO },
};

const NOTE = 'Measured with the garment laid flat. Pieces of the same size can differ by about ½ in (1 cm).';

/** Whole centimetres: finer than a tape measure on fabric reads would be false precision. */
export function inchesToCm(inches: number): number {
  return Math.round(inches * 2.54);
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * The size chart of a product drawn as `garment` that comes in `sizes` (in the product's order):
 * a row for each size the garment's adult or youth table knows. Null when none is known (stickers,
 * transfers, one-size goods, a garment with no chart).
 */
export function sizeChartFor(garment: string, sizes: readonly string[]): SizeChart | null {
  const charts = CHARTS[garment as Garment];
  if (!charts) return null;
  const seen = new Set<string>();
  const found: Array<{ size: string; table: SizeTable; inches: readonly number[] }> = [];
  for (const size of sizes) {
    if (seen.has(size)) continue;
    seen.add(size);
    for (const table of [charts.adult, charts.youth]) {
      const inches = table.sizes[size];
      if (inches) found.push({ size, table, inches });
    }
  }
  if (found.length === 0) return null;

  const adult = found.some((f) => f.table === charts.adult);
  const youth = found.some((f) => f.table === charts.youth);
  // a run with both adult and youth sizes shows the measures both tables have
  const keys = (adult && youth ? charts.adult.measures.filter((k) => charts.youth.measures.includes(k)) : found[0]!.table.measures) as readonly MeasureKey[];
  const name = adult && youth ? capitalised(charts.noun) : `${adult ? 'Adult' : 'Youth'} ${charts.noun}`;
  return {
    name,
    note: NOTE,
    measures: keys.map((k) => MEASURES[k]),
    rows: found.map(({ size, table, inches }) => {
      const values = keys.map((k) => inches[table.measures.indexOf(k)]!);
      return { size, inches: values, cm: values.map(inchesToCm) };
    }),
  };
}
