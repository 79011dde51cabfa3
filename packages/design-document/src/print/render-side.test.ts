import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignDocument, Layer } from '../document/design-document';
import { clippingOf, renderSideSvg, RenderError } from './render-side';
import { decode } from './test-pixels';

const SQUARE = 'M0,0 L100,0 L100,100 L0,100 Z';
const opts = { pixelsPerInch: 50, images: () => undefined, clipartPath: (id: string) => (id === 'square' ? SQUARE : undefined) };
const square = (id: string, x: number, y: number, color: string): Layer => ({ id, kind: 'clipart', clipart: 'square', color, x, y, width: 2, height: 2, rotation: 0, locked: false });
const doc = (layers: Layer[]): DesignDocument => ({ version: 2, product: 'classic-tee', color: 'black', sides: { back: { layers } } });

describe('renderSideSvg', () => {
  it('is the area at the requested pixels per inch, in inch coordinates', async () => {
    const s = await renderSideSvg(doc([]), 'back', { width: 12, height: 16 }, opts);
    expect([s.width, s.height]).toEqual([600, 800]);
    expect(s.svg).toMatch(/^<svg [^>]*width="600" height="800" viewBox="0 0 12 16"/);
    const m = await sharp(Buffer.from(s.svg)).metadata();
    expect([m.width, m.height]).toEqual([600, 800]);
  });

  it('draws layers bottom to top, and only the side asked for', async () => {
    const layers = [square('under', 2, 2, '#ff0000'), square('over', 3, 2, '#0000ff')];
    const px = await decode(await sharp(Buffer.from((await renderSideSvg(doc(layers), 'back', { width: 5, height: 4 }, opts)).svg)).png().toBuffer());
    expect(px.at(75, 100)).toEqual([255, 0, 0, 255]); // only the red one
    expect(px.at(125, 100)).toEqual([0, 0, 255, 255]); // both: the later one on top
    expect(px.at(175, 100)).toEqual([0, 0, 255, 255]);
    const front = await renderSideSvg(doc(layers), 'front', { width: 5, height: 4 }, opts);
    expect(front.svg).not.toContain('data-layer');
  });

  it('refuses an area without a size', async () => {
    await expect(renderSideSvg(doc([]), 'back', { width: 0, height: 4 }, opts)).rejects.toBeInstanceOf(RenderError);
  });
});

describe('clippingOf', () => {
  const area = { width: 10, height: 10 };
  const box = { x: 5, y: 5, width: 4, height: 2, rotation: 0 };
  it('tells a layer inside, partly outside, and entirely outside the area apart', () => {
    expect(clippingOf(box, area)).toEqual({ clipped: false, entirely: false });
    expect(clippingOf({ ...box, x: 0 }, area)).toEqual({ clipped: true, entirely: false });
    expect(clippingOf({ ...box, y: 10.9 }, area)).toEqual({ clipped: true, entirely: false });
    expect(clippingOf({ ...box, x: -2.5 }, area)).toEqual({ clipped: true, entirely: true });
    expect(clippingOf({ ...box, x: 8, width: 4 }, area)).toEqual({ clipped: false, entirely: false }); // touches the edge
  });
  it('measures the rotated box', () => {
    // 4 × 2 centred at x = 7.9 spans 5.9..9.9; turned 90° it is 2 wide and 4 tall
    expect(clippingOf({ ...box, x: 7.9 }, area).clipped).toBe(false);
    expect(clippingOf({ ...box, x: 7.9, y: 1.2 }, area).clipped).toBe(false);
    expect(clippingOf({ ...box, x: 7.9, y: 1.2, rotation: 90 }, area).clipped).toBe(true); // 4 tall from y = -0.8
    expect(clippingOf({ ...box, x: 8.9, rotation: 90 }, area).clipped).toBe(false); // 2 wide: 7.9..9.9
  });
});
