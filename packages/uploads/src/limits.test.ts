import { describe, expect, it } from 'vitest';
import { ACCEPTED_EXTENSIONS, ACCEPTED_TYPES, describeLimits, formatBytes, formatBytesOver, formatPixels, resolveLimits, UPLOAD_LIMITS } from './limits';

describe('limits', () => {
  it('states the defaults the UI shows', () => {
    expect(UPLOAD_LIMITS).toEqual({ maxBytes: 25 * 1024 * 1024, maxSvgBytes: 5 * 1024 * 1024, maxSvgElements: 25_000, maxPixels: 100_000_000, minDimension: 1, maxPdfRenderMs: 20_000 });
    expect(describeLimits()).toBe('PNG, JPEG, WebP or SVG, up to 25 MB (SVG up to 5 MB) and 100 megapixels (PDFs too: the first page is used).');
    expect(ACCEPTED_TYPES).toContain('application/pdf');
    expect(ACCEPTED_EXTENSIONS).toContain('.pdf');
  });

  it('formats sizes and pixel counts', () => {
    expect(formatBytes(31.2 * 1024 * 1024)).toBe('31.2 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatPixels(100_000_000)).toBe('100 megapixels');
    expect(formatPixels(10_000_000_000)).toBe('10,000 megapixels');
    expect(formatPixels(12_345)).toBe('12,345 pixels');
  });

  it('never shows a size over the limit as equal to it', () => {
    const limit = 25 * 1024 * 1024;
    expect(formatBytesOver(limit + 1000, limit)).toBe('25.001 MB');
    expect(formatBytesOver(limit + 1, limit)).toBe('26,214,401 bytes');
    expect(formatBytesOver(limit + 200_000, limit)).toBe('25.2 MB');
  });

  it('merges overrides and refuses nonsense', () => {
    expect(resolveLimits({ maxPixels: 10 }).maxPixels).toBe(10);
    expect(resolveLimits().maxBytes).toBe(UPLOAD_LIMITS.maxBytes);
    expect(() => resolveLimits({ maxBytes: 0 })).toThrow(RangeError);
    expect(() => resolveLimits({ maxBytes: Number.NaN })).toThrow(RangeError);
  });
});
