import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it('tells NUL and unpaired surrogates from paired ones', () => {
    expect(isStorableText('plain, café, 日本, 👕')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('\uDC55x')).toBe(false);
    expect(isStorableText('\uD83D\uDC55')).toBe(true);
  });

  it('names the path of the first bad string or key', () => {
    expect(findUnstorableText({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(findUnstorableText({ ['k\uD800']: 1 })).toEqual(['k\uD800']);
    expect(findUnstorableText('\u0000')).toEqual([]);
    expect(findUnstorableText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });
});
