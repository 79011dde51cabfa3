import { describe, expect, it } from 'vitest';
import { kebab, truncateSlug, uniqueSlug } from './slugs';

describe('slugs', () => {
  it('kebab-cases brand punctuation and apostrophes', () => {
    expect(kebab("Bella+Canvas 6400 Women's Relaxed Jersey Tee")).toBe('bella-canvas-6400-womens-relaxed-jersey-tee');
    expect(kebab('Custom DTF Transfer — Gang Sheet 22x60')).toBe('custom-dtf-transfer-gang-sheet-22x60');
    expect(kebab('Port & Company PC54')).toBe('port-company-pc54');
  });

  it('cuts long slugs at a word boundary', () => {
    expect(truncateSlug('alpha-beta-gamma', 12)).toBe('alpha-beta');
    expect(truncateSlug('alpha-beta', 12)).toBe('alpha-beta');
  });

  it('adds the catalog number when a title repeats', () => {
    const used = new Set<string>();
    expect(uniqueSlug('Retro Mama DTF Transfer', 'TR100010', used)).toBe('retro-mama-dtf-transfer');
    expect(uniqueSlug('Retro Mama DTF Transfer', 'TR100020', used)).toBe('retro-mama-dtf-transfer-tr100020');
    expect(uniqueSlug('x'.repeat(120), 'TR100030', used).length).toBeLessThanOrEqual(100);
  });
});
