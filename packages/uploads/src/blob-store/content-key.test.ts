import { describe, expect, it } from 'vitest';
import { isValidKey } from './blob-store';
import { contentKey } from './content-key';

const sha = 'ab'.repeat(32);

describe('contentKey', () => {
  it('files a PNG or SVG under its hash', () => {
    expect(contentKey(sha, 'image/png')).toBe(`uploads/ab/${sha}.png`);
    expect(contentKey(sha, 'image/svg+xml', 'artwork')).toBe(`artwork/ab/${sha}.svg`);
    expect(isValidKey(contentKey(sha, 'image/png'))).toBe(true);
  });

  it('refuses anything that is not a lower-case SHA-256 or a stored type', () => {
    expect(() => contentKey('AB'.repeat(32), 'image/png')).toThrow(RangeError);
    expect(() => contentKey('../../etc/passwd', 'image/png')).toThrow(RangeError);
    expect(() => contentKey(sha, 'text/html')).toThrow(RangeError);
    expect(() => contentKey(sha, 'image/png', '../x')).toThrow();
  });
});
