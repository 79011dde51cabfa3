import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_IDS, type TextLayer } from '../document/design-document';
import { fontFilePath, loadFont } from './fonts';
import { textLayerOutline } from './text-outline';

const layer = (over: Partial<TextLayer> = {}) => ({
  text: 'Hello',
  width: 4,
  height: 1,
  align: 'center' as const,
  curve: 0,
  outline: null,
  ...over,
});

/** Every coordinate pair of the path data. */
const points = (d: string) => {
  const nums = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) out.push([nums[i]!, nums[i + 1]!]);
  return out;
};

describe('bundled fonts', () => {
  it.each(FONT_IDS)('loads %s from its @fontsource .woff and outlines text with it', (id) => {
    expect(fontFilePath(id)).toMatch(/@fontsource[/\\].+-latin-[47]00-normal\.woff$/);
    expect(existsSync(fontFilePath(id))).toBe(true);
    const outline = textLayerOutline(layer({ text: 'Ag 123' }), loadFont(id));
    expect(outline.d.length).toBeGreaterThan(100);
  });

  it('draws the bold Inter heavier than the regular', () => {
    const regular = loadFont('inter');
    const bold = loadFont('inter-bold');
    expect(regular).not.toBe(bold);
    const advance = (f: typeof regular) => Array.from('HELLO').reduce((sum, c) => sum + (f.charToGlyph(c).advanceWidth ?? 0), 0);
    expect(advance(bold)).toBeGreaterThan(advance(regular));
  });
});

describe('textLayerOutline', () => {
  it('keeps the outlines inside the box, centred on it', () => {
    for (const font of FONT_IDS) {
      for (const l of [layer(), layer({ width: 1, height: 3 }), layer({ text: 'Two\nlines', width: 2, height: 2 })]) {
        const o = textLayerOutline(l, loadFont(font));
        const pts = points(o.d);
        const xs = pts.map(([x]) => x);
        // on-curve points and control points stay inside (the fit measures the exact curve
        // extrema, and a control point sits at most a hair past them)
        expect([font, Math.min(...xs) >= -l.width / 2 - 0.02, Math.max(...xs) <= l.width / 2 + 0.02]).toEqual([font, true, true]);
        expect(o.bounds.x1).toBeGreaterThanOrEqual(-l.width / 2 - 1e-9);
        expect(o.bounds.x2).toBeLessThanOrEqual(l.width / 2 + 1e-9);
        expect(o.bounds.y2 - o.bounds.y1).toBeLessThanOrEqual(l.height + 1e-9);
        expect(Math.abs(o.bounds.y1 + o.bounds.y2)).toBeLessThan(1e-9);
      }
    }
  });

  it('fits the height when the box is wide and the width when it is narrow', () => {
    const font = loadFont('inter');
    const lineBox = (font.ascender - font.descender) / font.unitsPerEm;
    const wide = textLayerOutline(layer({ text: 'Hi', width: 20, height: 1 }), font);
    expect(wide.emInches * lineBox).toBeCloseTo(1, 6);
    const narrow = textLayerOutline(layer({ text: 'A long line of text', width: 2, height: 1 }), font);
    expect(narrow.bounds.x2 - narrow.bounds.x1).toBeCloseTo(2, 6);
    expect(narrow.emInches * lineBox).toBeLessThan(1);
  });

  it('stacks lines: two lines in the same box use a smaller size than one', () => {
    const font = loadFont('roboto-slab');
    const one = textLayerOutline(layer({ text: 'AB', width: 10, height: 2 }), font);
    const two = textLayerOutline(layer({ text: 'AB\nAB', width: 10, height: 2 }), font);
    expect(two.emInches).toBeLessThan(one.emInches * 0.6);
  });

  it('aligns lines to the left, centre or right of the box', () => {
    const font = loadFont('inter');
    const l = { text: 'Short', width: 10, height: 0.5 };
    expect(textLayerOutline(layer({ ...l, align: 'left' }), font).bounds.x1).toBeCloseTo(-5, 9);
    expect(textLayerOutline(layer({ ...l, align: 'right' }), font).bounds.x2).toBeCloseTo(5, 9);
    const c = textLayerOutline(layer({ ...l, align: 'center' }), font).bounds;
    expect(c.x1 + c.x2).toBeCloseTo(0, 9);
  });

  it('leaves room for the outline inside the box', () => {
    const font = loadFont('bebas-neue');
    const plain = textLayerOutline(layer({ text: 'WIDE TEXT', width: 4, height: 2 }), font);
    const outlined = textLayerOutline(layer({ text: 'WIDE TEXT', width: 4, height: 2, outline: { color: '#000000', width: 0.2 } }), font);
    expect(outlined.bounds.x2 - outlined.bounds.x1).toBeCloseTo(3.6, 6);
    expect(plain.bounds.x2 - plain.bounds.x1).toBeCloseTo(4, 6);
  });

  it('turns each glyph along the arc: on a half circle the first and last stand sideways', () => {
    // Bebas Neue's "I" is one rectangle: one subpath per glyph
    const glyphBoxes = (d: string) =>
      d
        .split('M')
        .filter(Boolean)
        .map((sub) => {
          const pts = points(`M${sub}`);
          const xs = pts.map(([x]) => x);
          const ys = pts.map(([, y]) => y);
          return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys), y: (Math.max(...ys) + Math.min(...ys)) / 2 };
        });
    const font = loadFont('bebas-neue');
    const straight = glyphBoxes(textLayerOutline(layer({ text: 'IIIIIIIII', width: 4, height: 4 }), font).d);
    expect(straight).toHaveLength(9);
    for (const g of straight) expect(g.h).toBeGreaterThan(2 * g.w);
    for (const curve of [100, -100]) {
      const bent = glyphBoxes(textLayerOutline(layer({ text: 'IIIIIIIII', width: 4, height: 4, curve }), font).d);
      expect(bent).toHaveLength(9);
      const [first, middle, last] = [bent[0]!, bent[4]!, bent[8]!];
      expect([curve, first.w > first.h, last.w > last.h, middle.h > middle.w]).toEqual([curve, true, true, true]);
      // up: the middle glyph is the highest; down: the lowest
      expect([curve, curve > 0 ? middle.y < first.y : middle.y > first.y]).toEqual([curve, true]);
    }
  });

  it('has no outlines for spaces only', () => {
    expect(textLayerOutline(layer({ text: '   ' }), loadFont('inter')).d).toBe('');
  });
});
