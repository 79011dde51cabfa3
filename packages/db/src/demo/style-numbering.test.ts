import { describe, expect, it } from 'vitest';
import { APPAREL_BRANDS, type ApparelBrand } from './apparel-brands';
import { generateDemoCatalog } from './generate-catalog';
import type { ApparelGarment } from './garments';
import { createRandom } from './random';
import { freshStyleNumber, garmentsNumbered, garmentsReadFrom, numberingOf, patternRegex, patternValues } from './style-numbering';

const brandNamed = (slug: string) => APPAREL_BRANDS.find((b) => b.slug === slug) as ApparelBrand;
const garmentsOf = (brand: ApparelBrand) => brand.garments.map(([g]) => g);

/** What a buyer who knows the catalogues knows: these numbers are these garments. */
const KNOWN: readonly (readonly [string, string, ApparelGarment])[] = [
  ['gildan', '5000', 'tee'],
  ['gildan', '64000', 'tee'],
  ['gildan', '2400', 'longsleeve'],
  ['gildan', '5400', 'longsleeve'],
  ['gildan', '18500', 'hoodie'],
  ['gildan', '18000', 'sweatshirt'],
  ['gildan', '2200', 'tank'],
  ['gildan', '8800', 'polo'],
  ['bella-canvas', '3001', 'tee'],
  ['bella-canvas', '3719', 'hoodie'],
  ['bella-canvas', '3501', 'longsleeve'],
  ['bella-canvas', '3901', 'sweatshirt'],
  ['port-company', 'PC54', 'tee'],
  ['port-company', 'PC54LS', 'longsleeve'],
  ['port-company', 'PC78H', 'hoodie'],
  ['port-company', 'PC78', 'sweatshirt'],
  ['next-level', '3600', 'tee'],
  ['next-level', '3601', 'longsleeve'],
  ['next-level', '3633', 'tank'],
  ['next-level', '9303', 'hoodie'],
  ['comfort-colors', '1717', 'tee'],
  ['comfort-colors', '1566', 'sweatshirt'],
  ['comfort-colors', '1567', 'hoodie'],
  ['champion', 'S700', 'hoodie'],
  ['champion', 'S600', 'sweatshirt'],
  ['hanes', '5250', 'tee'],
  ['hanes', 'P170', 'hoodie'],
  ['hanes', 'P160', 'sweatshirt'],
  ['jerzees', '996M', 'hoodie'],
  ['jerzees', '562M', 'sweatshirt'],
];

describe('style numbering', () => {
  it.each(KNOWN)('%s %s is a %s, in the brand list and in its numbering', (slug, style, garment) => {
    const brand = brandNamed(slug);
    const listed = brand.styles.find((s) => s.style === style);
    if (listed) expect(listed.garment).toBe(garment);
    expect(garmentsNumbered(brand, style)).toEqual([garment]);
  });

  it('gives every garment a brand sells a numbering, and nothing else', () => {
    for (const brand of APPAREL_BRANDS) {
      expect(new Set(Object.keys(brand.numbering)), brand.name).toEqual(new Set(garmentsOf(brand)));
      for (const g of garmentsOf(brand)) expect(numberingOf(brand, g).length, `${brand.name} ${g}`).toBeGreaterThan(0);
    }
  });

  it('never lets one number read as two garments of a brand', () => {
    for (const brand of APPAREL_BRANDS) {
      for (const g of garmentsOf(brand)) {
        for (const pattern of numberingOf(brand, g)) {
          for (const value of patternValues(pattern)) {
            const garments = garmentsNumbered(brand, value);
            if (garments.length !== 1) expect.fail(`${brand.name} ${value} reads as ${garments.join(' and ')}`);
          }
        }
      }
    }
  });

  it('lists each real style under a garment its number does not contradict', () => {
    for (const brand of APPAREL_BRANDS) {
      expect(new Set(brand.styles.map((s) => s.style)).size, brand.name).toBe(brand.styles.length);
      for (const s of brand.styles) {
        expect(garmentsOf(brand), `${brand.name} ${s.style}`).toContain(s.garment);
        const readAs = garmentsReadFrom(brand, s.style);
        // an odd real number (5000B, 3023CL) may fit no pattern, but never another garment's
        expect(readAs.filter((g) => g !== s.garment), `${brand.name} ${s.style} (${s.garment})`).toEqual([]);
      }
    }
  });

  it('draws fresh numbers in the garment numbering, even once the numbering is full', () => {
    for (const brand of APPAREL_BRANDS) {
      for (const garment of garmentsOf(brand)) {
        const rng = createRandom(7);
        const used = new Set(brand.styles.map((s) => s.style));
        const space = numberingOf(brand, garment).reduce((n, p) => n + patternValues(p).length, 0);
        // past the whole numbering for small ones, so revision letters are drawn too
        for (let i = 0; i < Math.min(space + 40, 400); i++) {
          const style = freshStyleNumber(rng, brand, garment, used);
          expect(used.has(style), `${brand.name} ${style} reused`).toBe(false);
          used.add(style);
          expect(garmentsReadFrom(brand, style), `${brand.name} ${garment} ${style}`).toEqual([garment]);
        }
      }
    }
  });

  it('turns patterns into matching regexes', () => {
    expect(patternRegex('[2-7]#000').test('64000')).toBe(true);
    expect(patternRegex('[2-7]#000').test('18000')).toBe(false);
    expect(patternRegex('PC[5-6]#LS').test('PC54LS')).toBe(true);
    expect(patternRegex('#400', true).test('2400A')).toBe(true);
    expect(patternValues('1#500')).toHaveLength(10);
  });
});

describe('demo apparel style numbers', () => {
  const products = [...generateDemoCatalog({ products: 3000 })].filter((p) => p.kind === 'blank' || p.kind === 'customizable');
  /** the brand's style number from a title: `Gildan 5000 Heavy…` or `Custom … — Gildan 5000` */
  const styleOf = (title: string, brand: ApparelBrand) => {
    const at = title.lastIndexOf(`${brand.name} `);
    return title.slice(at + brand.name.length + 1).split(' ')[0] as string;
  };

  it('puts every real style only on its own garment', () => {
    let real = 0;
    for (const p of products) {
      const brand = brandNamed(p.brandSlug);
      const listed = brand.styles.find((s) => s.style === styleOf(p.title, brand));
      if (!listed) continue;
      real++;
      expect([p.title, p.garment]).toEqual([p.title, listed.garment]);
    }
    expect(real).toBeGreaterThan(100);
  });

  it('numbers every generated style in its garment numbering, one garment per number', () => {
    const garmentOf = new Map<string, string>();
    let generated = 0;
    for (const p of products) {
      const brand = brandNamed(p.brandSlug);
      const style = styleOf(p.title, brand);
      const key = `${brand.slug} ${style}`;
      expect([key, garmentOf.get(key) ?? p.garment]).toEqual([key, p.garment]);
      garmentOf.set(key, p.garment);
      if (brand.styles.some((s) => s.style === style)) continue;
      generated++;
      // the 3,000-product catalog never needs revision letters: plain numbers of its own garment
      expect([p.title, garmentsNumbered(brand, style)]).toEqual([p.title, [p.garment]]);
    }
    expect(generated).toBeGreaterThan(500);
  });
});
