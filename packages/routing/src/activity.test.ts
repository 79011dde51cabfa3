import { describe, expect, it } from 'vitest';
import { activityFor } from './index';

describe('activityFor', () => {
  const pdpOrReviews = activityFor(['pdp', 'reviews']);

  it('is active exactly on the listed screens, in either store', () => {
    expect(pdpOrReviews(new URL('https://shop.example/gildan-5000.html'))).toBe(true);
    expect(pdpOrReviews(new URL('https://shop.example/ca/gildan-5000/reviews'))).toBe(true);
    expect(pdpOrReviews(new URL('https://shop.example/hoodies'))).toBe(false);
    expect(pdpOrReviews(new URL('https://shop.example/?q=gildan'))).toBe(false);
  });

  it('reads the query, so / and /?brand=x activate different areas', () => {
    const home = activityFor(['home']);
    const brand = activityFor(['brand']);
    expect(home({ pathname: '/', search: '' })).toBe(true);
    expect(brand({ pathname: '/', search: '' })).toBe(false);
    expect(home({ pathname: '/', search: '?brand=acme' })).toBe(false);
    expect(brand({ pathname: '/', search: '?brand=acme' })).toBe(true);
  });

  it('an empty screen list is never active', () => {
    expect(activityFor([])({ pathname: '/', search: '' })).toBe(false);
  });
});
