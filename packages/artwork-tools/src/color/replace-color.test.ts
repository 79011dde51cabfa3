import { describe, expect, it } from 'vitest';
import { decode, paintedPng, type Rgba4 } from '../test-fixtures/images';
import { deltaE, rgbToLab } from './lab';
import { replaceColor } from './replace-color';

const RED: Rgba4 = [200, 30, 40, 255];
const DARK_RED: Rgba4 = [150, 22, 30, 255]; // the same red in shadow: about 12 ΔE darker
const HALF_RED: Rgba4 = [200, 30, 40, 128];
const BLUE: Rgba4 = [30, 60, 200, 255];

// 30 × 10: columns 0..9 red, 10..14 dark red, 15..19 half-transparent red, 20..29 blue
const paint = (x: number): Rgba4 => (x < 10 ? RED : x < 15 ? DARK_RED : x < 20 ? HALF_RED : BLUE);

describe('replaceColor', () => {
  it('recolours pixels within tolerance, keeps their shading and alpha, leaves the rest', async () => {
    const png = await paintedPng(30, 10, paint);
    const { png: out, changedPixels } = await replaceColor(png, { from: '#c81e28', to: '#20a040', tolerance: 20 });
    expect(changedPixels).toBe(200);
    const px = await decode(out);
    expect(deltaE(rgbToLab(...(px.at(0, 0).slice(0, 3) as [number, number, number])), rgbToLab(0x20, 0xa0, 0x40))).toBeLessThan(1);
    const light = rgbToLab(...(px.at(0, 0).slice(0, 3) as [number, number, number]));
    const shade = rgbToLab(...(px.at(12, 0).slice(0, 3) as [number, number, number]));
    expect(light[0] - shade[0]).toBeGreaterThan(5); // the shadow stays darker, in green
    expect(shade[1]).toBeLessThan(-20); // green-ish (negative a*)
    expect(px.at(17, 3)[3]).toBe(128);
    expect(px.at(25, 5)).toEqual(BLUE);
  });

  it('a tight tolerance takes only the exact colour', async () => {
    const png = await paintedPng(30, 10, paint);
    const { changedPixels } = await replaceColor(png, { from: '#c81e28', to: '#000000', tolerance: 1 });
    expect(changedPixels).toBe(150); // red + half-transparent red, not the shadow
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const png = await paintedPng(2, 2, () => RED);
    await expect(replaceColor(png, { from: 'red', to: '#000000' })).rejects.toMatchObject({ code: 'invalid_options' });
  });
});
