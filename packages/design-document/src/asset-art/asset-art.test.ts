import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASSET_ART_SIZE, assetArt, assetArtSubject } from './asset-art';
import { assetMockups } from './asset-mockups';
import { ASSET_THEMES, assetThemeOfSeed } from './asset-themes';

const SEEDS = Array.from({ length: 120 }, (_, i) => i * 7919 + 3);

/** RGBA pixels of the art at `size` px. */
async function pixels(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).ensureAlpha().raw().toBuffer();
}

const hexAt = (px: Buffer, i: number) => `#${[px[i], px[i + 1], px[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;

describe('assetArt', () => {
  it('is deterministic: the same seed draws the same design and palette', () => {
    for (const seed of [0, 1, 42, 123_456_789, -7]) {
      expect(assetArt({ seed })).toEqual(assetArt({ seed }));
      // a seed carries its theme: naming that theme changes nothing
      expect(assetArt({ seed, theme: assetThemeOfSeed(seed) })).toEqual(assetArt({ seed }));
    }
  });

  it('draws different designs for different seeds', async () => {
    const svgs = Array.from({ length: 300 }, (_, seed) => assetArt({ seed }).svg);
    expect(new Set(svgs).size).toBe(svgs.length);
    // visibly different, not only different markup: neighbouring seeds differ in many pixels
    const rasters = await Promise.all(svgs.slice(0, 24).map((svg) => pixels(svg, 64)));
    for (let a = 0; a < rasters.length; a++) {
      for (let b = a + 1; b < rasters.length; b++) {
        let differing = 0;
        for (let i = 0; i < rasters[a]!.length; i += 4) {
          const d = Math.abs(rasters[a]![i]! - rasters[b]![i]!) + Math.abs(rasters[a]![i + 1]! - rasters[b]![i + 1]!) + Math.abs(rasters[a]![i + 2]! - rasters[b]![i + 2]!);
          if (d > 48 || Math.abs(rasters[a]![i + 3]! - rasters[b]![i + 3]!) > 64) differing++;
        }
        expect(differing / (64 * 64), `seeds ${a} and ${b}`).toBeGreaterThan(0.1);
      }
    }
  });

  it('draws in the theme asked for, and in every theme', () => {
    for (const theme of ASSET_THEMES) {
      const art = assetArt({ seed: 5, theme });
      expect(art.svg.length).toBeGreaterThan(500);
    }
    const themed = new Set(ASSET_THEMES.map((theme) => assetArt({ seed: 5, theme }).svg));
    expect(themed.size).toBe(ASSET_THEMES.length);
  });

  it('is a self-contained SVG: well-formed, square 1000 units, no text, scripts or outside references', async () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const { svg } = assetArt({ seed });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1000" height="1000" viewBox="0 0 1000 1000">/);
      expect(svg).not.toMatch(/<(text|tspan|script|image|use|foreignObject|style|a)\b/i);
      expect(svg).not.toMatch(/href|url\(|\son[a-z]+=|@import|data:/i);
      // every element is self-closing or closed in order
      const open: string[] = [];
      for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
        if (close) expect(open.pop()).toBe(name);
        else if (!selfClosing) open.push(name!);
      }
      expect(open).toEqual([]);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', ASSET_ART_SIZE, ASSET_ART_SIZE]);
    }
  });

  it('leaves the background transparent', async () => {
    for (const seed of SEEDS.slice(0, 12)) {
      const px = await pixels(assetArt({ seed }).svg, 100);
      for (const [x, y] of [[0, 0], [99, 0], [0, 99], [99, 99]]) expect(px[(y! * 100 + x!) * 4 + 3], `seed ${seed}`).toBe(0);
    }
  });

  it('answers its palette as distinct hexes it really draws with, the dominant colour first', async () => {
    for (const seed of SEEDS) {
      const { svg, palette } = assetArt({ seed });
      expect(palette.length).toBeGreaterThanOrEqual(3);
      expect(new Set(palette).size).toBe(palette.length);
      for (const hex of palette) {
        expect(hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(svg).toContain(`fill="${hex}"`);
      }
      expect([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].every(([, hex]) => palette.includes(hex!))).toBe(true);
      // count the pixels painted exactly in each palette colour: the first covers the most
      const px = await pixels(svg, 160);
      const counts = new Map<string, number>(palette.map((hex) => [hex, 0]));
      for (let i = 0; i < px.length; i += 4) {
        if (px[i + 3] !== 255) continue;
        const hex = hexAt(px, i);
        if (counts.has(hex)) counts.set(hex, counts.get(hex)! + 1);
      }
      const dominant = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      expect(dominant, `seed ${seed}: ${JSON.stringify([...counts])}`).toBe(palette[0]);
    }
  });

  it('names what a seed draws: its theme, subject, emblem and palette, as the art has them', () => {
    const subjects = new Set<string>();
    for (const seed of SEEDS) {
      const named = assetArtSubject({ seed });
      expect(named.theme).toBe(assetThemeOfSeed(seed));
      expect(named.palette).toEqual(assetArt({ seed }).palette);
      expect(named.subject).toMatch(/^[A-Z][A-Za-z -]+$/);
      expect(named.emblem).toMatch(/^[A-Z][A-Za-z ]+$/);
      subjects.add(named.subject);
    }
    // themes draw many subjects, not one each
    expect(subjects.size).toBeGreaterThan(20);
    expect(assetArtSubject({ seed: 11, theme: 'sports' }).theme).toBe('sports');
  });

  it('refuses a seed that is not a number', () => {
    expect(() => assetArt({ seed: Number.NaN })).toThrow(RangeError);
  });
});

describe('assetMockups', () => {
  it('puts a dark design on a natural tote, a light one on a navy hoodie, and a near-white one on a charcoal tee', () => {
    expect(assetMockups('#1b512d')).toEqual({ tee: 'ffffff', second: { garment: 'tote', hex: 'f1e9d6', label: 'on a tote bag' } });
    expect(assetMockups('#e9c46a').second.garment).toBe('hoodie');
    expect(assetMockups('#fefae0')).toEqual({ tee: '3a3d42', second: { garment: 'hoodie', hex: '1f2a44', label: 'on a hoodie' } });
  });
});
