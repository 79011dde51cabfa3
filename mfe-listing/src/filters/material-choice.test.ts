import { describe, expect, it } from 'vitest';
import { activeMaterialRange, canApply, initialChoice, NO_MATERIAL, withMax, withMin } from './material-choice';

describe('material choice rules (§4, §5)', () => {
  it('reads the active filter from the address and ignores malformed ranges', () => {
    expect(initialChoice(new URLSearchParams('cotton_range=20,80'))).toEqual({ material: 'cotton', min: 20, max: 80 });
    expect(activeMaterialRange(new URLSearchParams('cotton_range=80,20'))).toBeNull();
    expect(activeMaterialRange(new URLSearchParams('cotton_range=abc'))).toBeNull();
    expect(initialChoice(new URLSearchParams(''))).toEqual(NO_MATERIAL);
  });

  it('needs a material and a narrowing or changed range', () => {
    expect(canApply(NO_MATERIAL, { ...NO_MATERIAL, min: 30 })).toBe(false); // no material
    expect(canApply(NO_MATERIAL, { material: 'cotton', min: 0, max: 100 })).toBe(false); // nothing narrowed
    expect(canApply(NO_MATERIAL, { material: 'cotton', min: 30, max: 100 })).toBe(true);
    expect(canApply(NO_MATERIAL, { material: 'cotton', min: 0, max: 60 })).toBe(true);
  });

  it('is disabled while the choice equals the initial one', () => {
    const initial = { material: 'cotton' as const, min: 20, max: 80 };
    expect(canApply(initial, initial)).toBe(false);
    expect(canApply(initial, { ...initial, material: 'polyester' })).toBe(true);
    expect(canApply(initial, { ...initial, min: 0, max: 100 })).toBe(true); // value changed from initial
  });

  it('keeps the thumbs from crossing and inside 0..100', () => {
    const c = { material: 'cotton' as const, min: 20, max: 60 };
    expect(withMin(c, 90)).toEqual({ ...c, min: 60 });
    expect(withMax(c, 10)).toEqual({ ...c, max: 20 });
    expect(withMax(c, 150).max).toBe(100);
    expect(withMin(c, -5).min).toBe(0);
  });
});
