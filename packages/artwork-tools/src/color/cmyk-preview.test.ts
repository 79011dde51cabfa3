import { describe, expect, it } from 'vitest';
import { decode, paintedPng, type Rgba4 } from '../test-fixtures/images';
import { cmykPreview } from './cmyk-preview';
import { deltaE, rgbToLab } from './lab';

const swatches: Rgba4[] = [
  [0, 0, 255, 255], // electric blue: far outside print gamut
  [0, 255, 0, 255], // neon green: outside
  [128, 128, 128, 255], // mid grey: printable
  [205, 133, 63, 200], // a tan, partly transparent
];

describe('cmykPreview', () => {
  it('dulls out-of-gamut colours, keeps printable ones close, carries alpha over', async () => {
    const png = await paintedPng(4, 1, (x) => swatches[x]!);
    const { png: out } = await cmykPreview(png);
    const px = await decode(out);
    expect([px.width, px.height]).toEqual([4, 1]);
    const shift = (x: number) => deltaE(rgbToLab(...(px.at(x, 0).slice(0, 3) as [number, number, number])), rgbToLab(...(swatches[x]!.slice(0, 3) as [number, number, number])));
    expect(shift(0)).toBeGreaterThan(15);
    expect(shift(1)).toBeGreaterThan(15);
    expect(shift(2)).toBeLessThan(8);
    expect(shift(3)).toBeLessThan(12);
    expect(px.at(3, 0)[3]).toBe(200);
    expect(px.at(0, 0)[3]).toBe(255);
    // blue stays blue, green stays green (not lime)
    const [r, g, b] = px.at(1, 0);
    expect(g).toBeGreaterThan(r + 30);
    expect(g).toBeGreaterThan(b);
    expect(px.at(0, 0)[2]).toBeGreaterThan(px.at(0, 0)[0] + 60);
  });
});
