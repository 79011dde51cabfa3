import { describe, expect, it } from 'vitest';
import { shiftIntoView, VIEWPORT_GUTTER_PX } from './keep-in-viewport';

describe('shiftIntoView', () => {
  it('moves a box hanging off the right edge back in, leaving the gutter', () => {
    expect(shiftIntoView(224, 224 + 274, 375)).toBe(375 - VIEWPORT_GUTTER_PX - 498);
  });
  it('moves a box hanging off the left edge right', () => {
    expect(shiftIntoView(-20, 254, 414)).toBe(VIEWPORT_GUTTER_PX + 20);
  });
  it('leaves a box that fits where it is', () => {
    expect(shiftIntoView(40, 314, 375)).toBe(0);
  });
  it('puts a box wider than the room at the left gutter', () => {
    expect(shiftIntoView(100, 420, 320)).toBe(VIEWPORT_GUTTER_PX - 100);
  });
});
