import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_QUERY, nextReviewQuery, reviewQueryFromSearch, reviewQueryToSearch, type ReviewQuery } from './review-query';

const onPage3: ReviewQuery = { ...DEFAULT_REVIEW_QUERY, page: 3, sort: 'highest', size: 'L' };

describe('nextReviewQuery (§5: a new search, filter or sort starts at page 1)', () => {
  it('moves to the page asked, and only a page change keeps the filters where they are', () => {
    expect(nextReviewQuery(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(nextReviewQuery(onPage3, { page: 1 })).toEqual({ ...onPage3, page: 1 });
  });

  it('keeps a page change within 1…1000', () => {
    expect(nextReviewQuery(onPage3, { page: 0 }).page).toBe(1);
    expect(nextReviewQuery(onPage3, { page: 1.5 }).page).toBe(1);
    expect(nextReviewQuery(onPage3, { page: 5000 }).page).toBe(1000);
  });

  it.each([
    ['sort', { sort: 'lowest' as const }],
    ['kind', { kind: 'photos' as const }],
    ['search', { search: 'shrink' }],
    ['colour', { color: 'Navy' }],
    ['size', { size: 'XL' }],
    ['print method', { customizations: ['dtf_transfer' as const] }],
    ['clearing a filter', { size: null }],
  ])('resets the page to 1 on a change of %s', (_name, change) => {
    const next = nextReviewQuery(onPage3, change);
    expect(next.page).toBe(1);
    expect(next).toMatchObject(change);
  });

  it('trims the search and the facts, drops empty ones and repeated print methods', () => {
    const next = nextReviewQuery(onPage3, { search: '  soft  ', color: '  ', size: ' M ', customizations: ['sticker', 'sticker', 'blank'] });
    expect(next).toEqual({ ...onPage3, page: 1, search: 'soft', color: null, size: 'M', customizations: ['sticker', 'blank'] });
  });
});

describe('the review query in the address (§2 params)', () => {
  it('reads every param, customizations[] repeated', () => {
    const query = reviewQueryFromSearch(
      new URLSearchParams('page=2&sort=most_helpful&kind=verified&search=fits+well&color=Heather+Grey&size=L&customizations[]=dtf_transfer&customizations[]=sticker'),
    );
    expect(query).toEqual({
      page: 2,
      sort: 'most_helpful',
      kind: 'verified',
      search: 'fits well',
      color: 'Heather Grey',
      size: 'L',
      customizations: ['dtf_transfer', 'sticker'],
    });
  });

  it('round-trips: what it writes reads back the same', () => {
    const query: ReviewQuery = { page: 7, sort: 'oldest', kind: 'photos', search: 'a & b = c?', color: 'Black', size: '2XL', customizations: ['gang_sheet', 'letters'] };
    const written = reviewQueryToSearch(query);
    expect(written.getAll('customizations[]')).toEqual(['gang_sheet', 'letters']);
    expect(written.toString()).toContain('customizations%5B%5D=gang_sheet&customizations%5B%5D=letters');
    expect(reviewQueryFromSearch(new URLSearchParams(written.toString()))).toEqual(query);
  });

  it('leaves out the defaults: page 1, newest first, no filter', () => {
    expect(reviewQueryToSearch(DEFAULT_REVIEW_QUERY).toString()).toBe('');
    expect(reviewQueryFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_REVIEW_QUERY);
    expect(reviewQueryToSearch({ ...DEFAULT_REVIEW_QUERY, size: 'L' }).toString()).toBe('size=L');
  });

  it('drops values the server would refuse', () => {
    const query = reviewQueryFromSearch(
      new URLSearchParams(
        `page=0&sort=best&kind=all&search=${'x'.repeat(101)}&color=${'c'.repeat(61)}&size=%20%20&customizations[]=embroidery&customizations[]=sticker&customizations[]=sticker`,
      ),
    );
    expect(query).toEqual({ ...DEFAULT_REVIEW_QUERY, customizations: ['sticker'] });
    for (const page of ['-1', '1.5', '2e2', 'abc', '1001', '']) expect(reviewQueryFromSearch(new URLSearchParams({ page })).page).toBe(1);
    expect(reviewQueryFromSearch(new URLSearchParams({ page: '1000' })).page).toBe(1000);
    // the bare name is not the §2 param
    expect(reviewQueryFromSearch(new URLSearchParams('customizations=sticker')).customizations).toEqual([]);
  });
});
