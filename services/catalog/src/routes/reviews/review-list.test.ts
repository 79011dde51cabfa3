import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '@storefront/testing';
import { buildReviewsTestApp, type ReviewsTestApp } from '../../test-fixtures/reviews-test-app';
import { reviewBody } from './reviews-test-helpers';

const HOODIE = 'gildan-heavy-blend-hoodie';

describe('the review list: §2 filters, production facts, sorts and pages', () => {
  let t: ReviewsTestApp;
  let id: number;
  const written: { id: string; rating: number; color: string; size: string }[] = [];
  beforeAll(async () => {
    t = await buildReviewsTestApp();
    id = t.seeded.productIds[HOODIE]!;
    const { browser, user } = await t.shopper('many@example.com', 'Sam Okafor');
    // 12 purchases: black and navy, sizes L and M, one printed by the design lab and one DTF transfer
    const lines = Array.from({ length: 12 }, (_, i) => ({
      slug: HOODIE,
      color: i % 2 ? 'Navy' : 'Black',
      size: i % 3 ? 'M' : 'L',
      ...(i === 4 ? { madeDesign: { product_slug: HOODIE } } : {}),
      ...(i === 5 ? { dtfPrint: { kind: 'dtf', width_hundredths: 1000, height_hundredths: 1250 } } : {}),
    }));
    const { lineIds } = await t.order(user, lines);
    for (const [i, lineId] of lineIds.entries()) {
      const rating = (i % 5) + 1;
      const res = await browser.post(`/api/products/${id}/reviews`, reviewBody(lineId, { rating, title: i === 7 ? 'Cozy 100% cotton_feel' : `Review ${i}`, body: `Number ${i}` }));
      expect(res.statusCode, res.body).toBe(201);
      written.push({ id: res.json().review.id, rating, color: lines[i]!.color, size: lines[i]!.size });
    }
  });
  afterAll(() => t.close());

  const get = async (q: string) => {
    const res = await new TestBrowser(t.app).get(`/api/products/${id}/reviews${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('pages newest first, ten a page, with the summary of all and the facts’ filter values', async () => {
    const first = await get('');
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].id).toBe(written[11]!.id);
    const second = await get('?page=2');
    expect(second.reviews.map((r: { id: string }) => r.id)).toEqual([written[1]!.id, written[0]!.id]);
    expect((await get('?page=9')).reviews).toEqual([]);
    const sum = written.reduce((s, w) => s + w.rating, 0);
    expect(first.summary.count).toBe(12);
    expect(first.summary.average).toBe(Math.round((sum / 12) * 10) / 10);
    expect(first.facets).toEqual({ colors: ['Black', 'Navy'], sizes: ['M', 'L'], print_methods: ['blank', 'custom_print', 'dtf_transfer'] });
    const transfer = first.reviews.find((r: { facts: { print_method: string } }) => r.facts.print_method === 'dtf_transfer');
    expect(transfer.facts.transfer_size).toBe('10 × 12.5 in');
  });

  it('filters by colour and size ("this hoodie in black, size L"), case-blind, and by how it was made', async () => {
    const blackL = await get('?color=black&size=L');
    const expected = written.filter((w) => w.color === 'Black' && w.size === 'L').map((w) => w.id);
    expect(blackL.total).toBe(expected.length);
    expect(blackL.reviews.map((r: { id: string }) => r.id).sort()).toEqual([...expected].sort());
    // the summary stays the product's
    expect(blackL.summary.count).toBe(12);
    expect((await get('?customizations[]=custom_print')).reviews.map((r: { id: string }) => r.id)).toEqual([written[4]!.id]);
    expect((await get('?customizations[]=custom_print&customizations[]=dtf_transfer')).total).toBe(2);
  });

  it('searches titles and texts, taking % and _ literally', async () => {
    expect((await get('?search=COZY')).reviews.map((r: { id: string }) => r.id)).toEqual([written[7]!.id]);
    expect((await get('?search=100%25%20cotton_')).total).toBe(1);
    expect((await get('?search=%25')).total).toBe(1);
    expect((await get('?search=_')).total).toBe(1);
    expect((await get('?search=nothing-like-this')).total).toBe(0);
  });

  it('sorts by rating both ways, newest first among equals, and oldest first', async () => {
    const high = (await get('?sort=highest')).reviews.map((r: { rating: number }) => r.rating);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(high[0]).toBe(5);
    const low = (await get('?sort=lowest')).reviews.map((r: { rating: number }) => r.rating);
    expect(low[0]).toBe(1);
    expect((await get('?sort=oldest')).reviews[0].id).toBe(written[0]!.id);
  });

  it('the store’s /reviews list holds every product’s, each naming its product, with the same filters', async () => {
    const res = await new TestBrowser(t.app).get('/api/reviews?size=L&sort=oldest');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(written.filter((w) => w.size === 'L').length);
    expect(body.reviews[0]).toMatchObject({ id: written[0]!.id, product: { id, slug: HOODIE } });
    expect((await new TestBrowser(t.app).get('/api/reviews?sort=nope')).statusCode).toBe(400);
  });
});
