import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignDocument, Layer, TextLayer } from '../document/design-document';
import { loadFont } from './fonts';
import { printFileName, renderPrintFile } from './print-file';
import { RenderError } from './render-side';
import { decode, inkBox, inkOverlap, pngPhys, type Pixels } from './test-pixels';

const SQUARE = 'M0,0 L100,0 L100,100 L0,100 Z';
const clipartPath = (id: string) => (id === 'square' ? SQUARE : undefined);
const noImages = () => undefined;

const doc = (layers: Layer[]): DesignDocument => ({ version: 2, product: 'classic-tee', color: 'black', sides: { front: { layers } } });

const base = { locked: false, rotation: 0 } as const;
const square = (id: string, x: number, y: number, width: number, height: number, color = '#00ff00'): Layer => ({
  ...base,
  id,
  kind: 'clipart',
  clipart: 'square',
  color,
  x,
  y,
  width,
  height,
});
const text = (over: Partial<TextLayer> = {}): TextLayer => ({
  ...base,
  id: 'title',
  kind: 'text',
  text: 'HELLO',
  font: 'bebas-neue',
  color: '#c81e1e',
  outline: null,
  align: 'center',
  curve: 0,
  x: 2,
  y: 1.5,
  width: 2,
  height: 0.6,
  ...over,
});

async function print(layers: Layer[], area = { width: 4, height: 3 }, images: Parameters<typeof renderPrintFile>[3]['images'] = noImages) {
  const file = await renderPrintFile(doc(layers), 'front', area, { images, clipartPath });
  return { file, px: await decode(file.png) };
}

/**
 * An independent rendering of a one-line text layer at 300 DPI: opentype.js's own getPath (its
 * shaping and kerning), at the size that fits the font's line box (ascender to descender, grown
 * by any ink past it) to the layer's box, centred on the layer; drawn by librsvg on an area of the
 * same size.
 */
async function referenceText(l: TextLayer, area: { width: number; height: number }): Promise<Pixels> {
  const font = loadFont(l.font);
  const asc = font.ascender / font.unitsPerEm;
  const desc = font.descender / font.unitsPerEm;
  const advance = font.getAdvanceWidth(l.text, 1, { kerning: true });
  // the line box (0..advance × -asc..-desc at 1 em), grown by ink reaching past it
  const ink = font.getPath(l.text, 0, 0, 1, { kerning: true }).getBoundingBox();
  const [x1, x2, y1, y2] = [Math.min(0, ink.x1), Math.max(advance, ink.x2), Math.min(-asc, ink.y1), Math.max(-desc, ink.y2)];
  const em = Math.min(l.width / (x2 - x1), l.height / (y2 - y1));
  const w = (x2 - x1) * em;
  const left = (l.align === 'left' ? l.x - l.width / 2 : l.align === 'right' ? l.x + l.width / 2 - w : l.x - w / 2) - x1 * em;
  const baseline = l.y - ((y1 + y2) / 2) * em;
  const d = font.getPath(l.text, left * 300, baseline * 300, em * 300, { kerning: true }).toPathData(3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(area.width * 300)}" height="${Math.round(area.height * 300)}"><path d="${d}" fill="${l.color}"/></svg>`;
  return decode(await sharp(Buffer.from(svg)).png().toBuffer());
}

describe('renderPrintFile', () => {
  it('is exactly the printed size × 300 DPI: 12 × 16 in → 3600 × 4800, 3.5 × 3.5 in → 1050 × 1050', async () => {
    for (const [area, w, h] of [
      [{ width: 12, height: 16 }, 3600, 4800],
      [{ width: 3.5, height: 3.5 }, 1050, 1050],
      [{ width: 4.4, height: 3.3335 }, 1320, 1000],
    ] as const) {
      const f = await renderPrintFile(doc([square('s', 1, 1, 0.5, 0.5)]), 'front', area, { images: noImages, clipartPath });
      const meta = await sharp(f.png).metadata();
      expect([meta.format, meta.width, meta.height, f.width, f.height]).toEqual(['png', w, h, w, h]);
    }
  });

  it('stores 300 DPI in the PNG (pHYs: 11811 pixels per metre both ways) and keeps an alpha channel', async () => {
    const f = await renderPrintFile(doc([]), 'front', { width: 3.5, height: 3.5 }, { images: noImages, clipartPath });
    expect(pngPhys(f.png)).toEqual({ x: 11811, y: 11811, unit: 1 });
    const meta = await sharp(f.png).metadata();
    expect([meta.density, meta.channels, meta.hasAlpha]).toEqual([300, 4, true]);
    expect(f.dpi).toBe(300);
  });

  it('is transparent outside the layers and opaque in the layer colour inside', async () => {
    const { px } = await print([square('s', 1, 1, 1, 0.5)]);
    // the square covers 0.5..1.5 × 0.75..1.25 in → pixels 150..450 × 225..375
    expect(inkBox(px)).toEqual({ x1: 150, y1: 225, x2: 449, y2: 374 });
    expect(px.at(300, 300)).toEqual([0, 255, 0, 255]);
    for (const [x, y] of [[0, 0], [149, 300], [450, 300], [300, 224], [300, 375], [1199, 899], [600, 450]]) expect(px.at(x!, y!)[3]).toBe(0);
  });

  it('puts text where the document says: the same ink as a reference rendering of the text in its box', async () => {
    const area = { width: 4, height: 3 };
    for (const l of [
      text(),
      text({ text: 'Sunny Days', font: 'pacifico', x: 1.8, y: 2, width: 2.8, height: 0.9, color: '#2563eb' }),
      text({ text: 'WIDE BOX', align: 'left', x: 2, y: 1, width: 3.6, height: 0.5 }),
      text({ text: 'WIDE BOX', align: 'right', x: 2, y: 1, width: 3.6, height: 0.5 }),
    ]) {
      const { px } = await print([l], area);
      const ref = await referenceText(l, area);
      const got = inkBox(px)!;
      const want = inkBox(ref)!;
      for (const k of ['x1', 'y1', 'x2', 'y2'] as const) expect([l.text, l.align, k, Math.abs(got[k] - want[k]) <= 2]).toEqual([l.text, l.align, k, true]);
      expect(inkOverlap(px, ref)).toBeGreaterThan(0.95);
      // the colour of the ink is the layer's
      const [r, g, b] = l.color.match(/[0-9a-f]{2}/g)!.map((h) => Number.parseInt(h, 16));
      const cx = Math.round((got.x1 + got.x2) / 2);
      let found = false;
      for (let y = got.y1; y <= got.y2 && !found; y++) for (let x = got.x1; x <= got.x2 && !found; x++) {
        const p = px.at(x, y);
        found = p[3] === 255 && p[0] === r && p[1] === g && p[2] === b;
      }
      expect([l.text, cx > 0, found]).toEqual([l.text, true, true]);
    }
  });

  it('sizes Inter text to its box, centred on the layer and inside the box', async () => {
    const l = text({ text: 'Team 2026', font: 'inter-bold', x: 2.2, y: 1.4, width: 3, height: 1 });
    const box = inkBox((await print([l])).px)!;
    // box 0.7..3.7 × 0.9..1.9 in → 210..1110 × 270..570 px; width-limited text spans the box width
    expect(box.x1).toBeGreaterThanOrEqual(208);
    expect(box.x2).toBeLessThanOrEqual(1112);
    expect(box.y1).toBeGreaterThanOrEqual(270);
    expect(box.y2).toBeLessThanOrEqual(570);
    expect(Math.abs((box.x1 + box.x2) / 2 - 660)).toBeLessThanOrEqual(6);
    expect(box.x2 - box.x1).toBeGreaterThan(0.95 * 900);
  });

  it('rotates text about its centre: 90° gives the unrotated ink turned a quarter, 30° keeps the centre', async () => {
    const area = { width: 3, height: 3 };
    const flat = text({ x: 1.5, y: 1.5, width: 2, height: 0.6 });
    const straight = (await print([flat], area)).px;
    const turned = (await print([{ ...flat, rotation: 90 }], area)).px;
    const expected = await decode(await sharp((await renderPrintFile(doc([flat]), 'front', area, { images: noImages, clipartPath })).png).rotate(90).png().toBuffer());
    expect(inkOverlap(turned, expected)).toBeGreaterThan(0.95);
    const s = inkBox(straight)!;
    const t = inkBox(turned)!;
    expect(Math.abs(t.x2 - t.x1 - (s.y2 - s.y1))).toBeLessThanOrEqual(2);
    expect(Math.abs(t.y2 - t.y1 - (s.x2 - s.x1))).toBeLessThanOrEqual(2);
    const tilted = inkBox((await print([{ ...flat, rotation: 30 }], area)).px)!;
    expect(Math.abs((tilted.x1 + tilted.x2) / 2 - (s.x1 + s.x2) / 2)).toBeLessThanOrEqual(8);
    expect(tilted.y2 - tilted.y1).toBeGreaterThan(2 * (s.y2 - s.y1));
  });

  it('bends text along an arc: curve > 0 lifts the middle of the line, curve < 0 drops it', async () => {
    const meanY = (p: Pixels, fromX: number, toX: number) => {
      let sum = 0;
      let n = 0;
      for (let y = 0; y < p.height; y++) for (let x = fromX; x < toX; x++) if (p.at(x, y)[3] >= 128) { sum += y; n++; }
      return sum / n;
    };
    const area = { width: 4, height: 3 };
    for (const curve of [70, -70]) {
      const { px } = await print([text({ text: 'CURVED TEXT', x: 2, y: 1.5, width: 3.6, height: 2, curve })], area);
      const b = inkBox(px)!;
      const third = (b.x2 - b.x1) / 5;
      const middle = meanY(px, Math.round(b.x1 + 2 * third), Math.round(b.x1 + 3 * third));
      const ends = (meanY(px, b.x1, Math.round(b.x1 + third)) + meanY(px, Math.round(b.x2 - third), b.x2 + 1)) / 2;
      expect([curve, curve > 0 ? middle < ends - 30 : middle > ends + 30]).toEqual([curve, true]);
      // still inside the box
      expect(b.x1).toBeGreaterThanOrEqual(58);
      expect(b.x2).toBeLessThanOrEqual(1142);
    }
  });

  it('draws an outline round the text, outside the fill', async () => {
    const l = text({ outline: { color: '#000000', width: 0.03 } });
    const { px } = await print([l]);
    const box = inkBox(px)!;
    // the leftmost ink is the outline's black, not the fill's red
    let edge: number[] = [];
    for (let y = box.y1; y <= box.y2 && edge.length === 0; y++) if (px.at(box.x1, y)[3] >= 128) edge = px.at(box.x1, y);
    expect(edge[0]).toBeLessThan(60);
    expect(px.data.some((v, i) => i % 4 === 0 && v === 0xc8 && px.data[i + 3] === 255)).toBe(true);
  });

  it('clips a layer at the area edge, skips one entirely outside, and says which', async () => {
    const { file, px } = await print([square('half-out', 3.75, 1, 1, 1), square('gone', 6, 1, 1, 1, '#ff0000'), square('inside', 1, 2, 0.5, 0.5)]);
    expect(file.clipped).toEqual([
      { id: 'half-out', entirely: false },
      { id: 'gone', entirely: true },
    ]);
    expect([px.width, px.height]).toEqual([1200, 900]);
    // half-out covers 3.25..4.25 in: inked from 975 px to the last column, 1199
    expect(px.at(1199, 300)).toEqual([0, 255, 0, 255]);
    expect(px.at(974, 300)[3]).toBe(0);
    expect(px.data.some((v, i) => i % 4 === 0 && v === 255 && px.data[i + 1] === 0)).toBe(false);
    // a rotated layer whose corners reach out is clipped too
    const tilted = await renderPrintFile(doc([{ ...square('tilted', 2, 1.5, 2.8, 2.8), rotation: 45 }]), 'front', { width: 4, height: 3 }, { images: noImages, clipartPath });
    expect(tilted.clipped).toEqual([{ id: 'tilted', entirely: false }]);
  });

  it('embeds an image layer stretched to its box', async () => {
    // 40 × 20 px: red left half, blue right half
    const red = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff0000' } }).png().toBuffer();
    const upload = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const id = '0b6f2f0e-4c4a-4a5e-9d3f-2f1a7c3e9b10';
    const layer: Layer = { ...base, id: 'photo', kind: 'image', upload: id, x: 2, y: 1.5, width: 2, height: 1 };
    for (const bytes of [upload, await sharp(upload).webp({ lossless: true }).toBuffer()]) {
      const { px } = await print([layer], { width: 4, height: 3 }, (u) => (u === id ? { bytes, width: 40, height: 20 } : undefined));
      // box 1..3 × 1..2 in → 300..900 × 300..600 px
      const box = inkBox(px)!;
      for (const [k, v] of [['x1', 300], ['y1', 300], ['x2', 899], ['y2', 599]] as const) expect([k, Math.abs(box[k] - v) <= 1]).toEqual([k, true]);
      expect(px.at(400, 450).slice(0, 3)).toEqual([255, 0, 0]);
      expect(px.at(800, 450).slice(0, 3)).toEqual([0, 0, 255]);
      expect(px.at(200, 450)[3]).toBe(0);
    }
  });

  it('refuses a document naming clipart or an upload it cannot find, rather than print without it', async () => {
    await expect(print([{ ...square('s', 1, 1, 1, 1), clipart: 'missing' } as Layer])).rejects.toBeInstanceOf(RenderError);
    await expect(print([{ ...base, id: 'p', kind: 'image', upload: '0b6f2f0e-4c4a-4a5e-9d3f-2f1a7c3e9b10', x: 1, y: 1, width: 1, height: 1 }])).rejects.toThrow(/No upload/);
  });
});

describe('printFileName', () => {
  it('names the order, the line and the placement, in file-safe characters', () => {
    expect(printFileName('SF-10042', '7f3a9c', 'front')).toBe('order-SF-10042_line-7f3a9c_front_300dpi.png');
    expect(printFileName('SF 10042/..', 'line_7', 'left_sleeve')).toBe('order-SF-10042_line-line-7_left-sleeve_300dpi.png');
    expect(new Set(['front', 'back'].map((s) => printFileName('1', '2', s as 'front' | 'back'))).size).toBe(2);
  });
});
