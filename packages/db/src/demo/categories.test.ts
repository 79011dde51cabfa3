import { BUSINESS_LINES, SUBSITES } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, RESERVED_PAGE_SLUGS } from './categories';

describe('category tree', () => {
  it('has one root per business line', () => {
    const roots = CATEGORIES.filter((c) => c.parentSlug === null);
    expect(roots.map((c) => c.businessLine).sort()).toEqual([...BUSINESS_LINES].sort());
  });

  it('uses globally unique kebab-case slugs that shadow no reserved page', () => {
    const slugs = CATEGORIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RESERVED_PAGE_SLUGS as readonly string[]).not.toContain(slug);
    }
  });

  it('puts at least two categories in every header subsite', () => {
    for (const subsite of SUBSITES) expect(CATEGORIES.filter((c) => c.subsite === subsite).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps children in their parent business line', () => {
    const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
    for (const c of CATEGORIES) if (c.parentSlug) expect(bySlug.get(c.parentSlug)?.businessLine).toBe(c.businessLine);
  });
});
