import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN, wholeSheetZoom, zoomIn, zoomOut, zoomStyle, zoomText } from './sheet-zoom';

describe('gang sheet zoom', () => {
  it('steps by halves and doubles within its bounds', () => {
    expect(zoomIn(1)).toBe(2);
    expect(zoomOut(1)).toBe(0.5);
    expect(zoomIn(ZOOM_MAX)).toBe(ZOOM_MAX);
    expect(zoomOut(ZOOM_MIN)).toBe(ZOOM_MIN);
  });

  it('fits a long sheet whole into 70% of the window, measured at any zoom', () => {
    // 22 × 240 in drawn 440 px wide at fit width: 4,800 px tall; a 1,000 px window leaves 684 px
    const whole = wholeSheetZoom(440, 1, { widthIn: 22, lengthIn: 240 }, 1000);
    expect(whole).toBeCloseTo(684 / 4800, 6);
    // the same answer when measured while zoomed in (drawn 4 times as wide)
    expect(wholeSheetZoom(1760, 4, { widthIn: 22, lengthIn: 240 }, 1000)).toBeCloseTo(whole, 6);
    // a sheet shorter than the box is never blown up past fit width
    expect(wholeSheetZoom(440, 1, { widthIn: 22, lengthIn: 12 }, 1000)).toBe(1);
    // not on screen (nothing to measure): left as it is
    expect(wholeSheetZoom(0, 2, { widthIn: 22, lengthIn: 240 }, 1000)).toBe(2);
  });

  it('sizes the drawing as a share of the column and says the zoom in percent', () => {
    expect(zoomStyle(0.25)).toEqual({ width: '25%', maxWidth: '140px' });
    expect(zoomStyle(2)).toEqual({ width: '200%', maxWidth: '1120px' });
    expect([1, 0.5, 8, 684 / 4800, 0.0625].map(zoomText)).toEqual(['100%', '50%', '800%', '14%', '6.3%']);
  });
});
