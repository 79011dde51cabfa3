// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { blankTee } from '../fixtures/products';
import area from '../server';

const pageData = {
  store: 'us',
  locale: 'en-US',
  currency: 'USD',
  screen: 'pdp',
  path: '/heavy-cotton-tee.html',
  params: { slug: 'heavy-cotton-tee' },
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: null },
  data: { kind: 'pdp', product: blankTee },
} satisfies PageData;

describe('reviews section on the server', () => {
  it('renders the heading and the placeholder the list replaces in the browser', () => {
    const html = area.render({ pageData, url: '/heavy-cotton-tee.html' });
    expect(html).toMatch(/<section id="reviews" class="pdp-reviews" aria-labelledby="[^"]+" aria-busy="true"><h2 id="[^"]+" class="pdp-section-title">Customer reviews<\/h2><div class="pdp-reviews__placeholder">/);
    expect(html).toContain('aria-label="Loading reviews"');
    // nothing of the shopper's own (a vote, a form) in the shared HTML
    expect(html).not.toContain('Helpful');
    expect(html).not.toContain('Write a review');
  });
});

describe('the stars by the title', () => {
  it('are rendered with the first screen from the summary the document came with, linking down to the reviews', () => {
    const withReviews = { ...pageData, data: { kind: 'pdp' as const, product: blankTee, reviews: { count: 12, average: 4.3, distribution: [] } } };
    const html = area.render({ pageData: withReviews satisfies PageData, url: '/heavy-cotton-tee.html' });
    expect(html).toContain('href="#reviews"');
    expect(html).toContain('aria-label="4.3 out of 5 stars, 12 reviews: read the reviews"');
  });

  it('are not shown without reviews', () => {
    const none = { ...pageData, data: { kind: 'pdp' as const, product: blankTee, reviews: { count: 0, average: null, distribution: [] } } };
    expect(area.render({ pageData: none satisfies PageData, url: '/heavy-cotton-tee.html' })).not.toContain('pdp-rating-link');
  });
});
