// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { createInitialDataSource } from './initial-data';

describe('createInitialDataSource', () => {
  it('hands out the inlined data only while the location is the served one', () => {
    history.replaceState(null, '', '/hoodies?sort=newest');
    const page = { data: { kind: 'none' } } as unknown as PageData;
    const source = createInitialDataSource(page, '/hoodies?sort=newest');
    expect(source()).toEqual({ kind: 'none' });
    history.pushState(null, '', '/hoodies?sort=price_asc');
    expect(source()).toBeNull();
  });
});
