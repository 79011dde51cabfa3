import { describe, expect, it } from 'vitest';
import { pageQuery } from './listing-request';

describe('pageQuery', () => {
  it('leaves out keys the API rejected for this address', () => {
    expect(pageQuery('?price_min=abc&sort=newest', ['price_min']).toString()).toBe('sort=newest');
  });
});
