import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '@storefront/db';
import { moderationQueue } from '@storefront/contracts';
import { TestBrowser } from '@storefront/testing';
import { buildReviewsTestApp, type ReviewsTestApp } from '../../test-fixtures/reviews-test-app';
import { reviewBody } from '../reviews/reviews-test-helpers';

const TEE = 'gildan-heavy-cotton-tee';

describe('GET /api/staff/moderation (staff’s queue of reviews, questions and answers)', () => {
  let t: ReviewsTestApp;
  let staff: TestBrowser;
  beforeAll(async () => {
    t = await buildReviewsTestApp();
    const s = await t.shopper('queue-staff@example.com', 'Store Team');
    await t.db.insert(userRoles).values({ userId: s.user.id, role: 'staff' });
    staff = s.browser;
  });
  afterAll(() => t.close());

  const queue = async (query: string) => {
    const res = await staff.get(`/api/staff/moderation?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return moderationQueue.parse(res.json());
  };

  it('lists every product’s reviews newest first with their product; a hidden one moves to the hidden list with its reason', async () => {
    const buyer = await t.shopper('queue-buyer@example.com', 'Ana Lima');
    const { lineIds } = await t.order(buyer.user, [{ slug: TEE }, { slug: 'bella-canvas-jersey-tee' }]);
    const first = (await buyer.browser.post(`/api/products/${t.seeded.productIds[TEE]}/reviews`, reviewBody(lineIds[0]!, { title: 'First' }))).json().review;
    const second = (await buyer.browser.post(`/api/products/${t.seeded.productIds['bella-canvas-jersey-tee']}/reviews`, reviewBody(lineIds[1]!, { title: 'Second', rating: 2 }))).json().review;

    const published = await queue('kind=reviews&status=published&cb=1');
    expect(published.items.slice(0, 2).map((i) => [i.id, i.kind, i.title, i.product.url])).toEqual([
      [second.id, 'review', 'Second', '/bella-canvas-jersey-tee.html'],
      [first.id, 'review', 'First', '/gildan-heavy-cotton-tee.html'],
    ]);
    expect(published.items[0]).toMatchObject({ author: 'Ana L.', rating: 2, status: 'published', hidden_reason: null });

    await staff.post(`/api/staff/reviews/${second.id}/moderation`, { action: 'hide', reason: 'Not about the product' });
    expect((await queue('status=published')).items.map((i) => i.id)).not.toContain(second.id);
    const hidden = await queue('status=hidden');
    expect(hidden.items.find((i) => i.id === second.id)).toMatchObject({ status: 'hidden', hidden_reason: 'Not about the product' });
    expect(hidden.total).toBeGreaterThanOrEqual(1);
  });

  it('lists questions and answers, each named for what it is', async () => {
    const asker = await t.shopper('queue-asker@example.com');
    const url = `/api/products/${t.seeded.productIds[TEE]}/comments`;
    const question = (await asker.browser.post(url, { body: 'Is it pre-shrunk?' })).json().comment;
    const answer = (await staff.post(url, { body: 'Yes, under 3%.', parent_id: question.id })).json().comment;
    const items = (await queue('kind=comments')).items;
    expect(items.slice(0, 2).map((i) => [i.id, i.kind, i.body])).toEqual([
      [answer.id, 'answer', 'Yes, under 3%.'],
      [question.id, 'question', 'Is it pre-shrunk?'],
    ]);
    expect(items[0]).toMatchObject({ rating: null, title: null, product: { id: t.seeded.productIds[TEE] } });
  });

  it('is staff’s alone, and refuses bad queries with a 400', async () => {
    expect((await new TestBrowser(t.app).get('/api/staff/moderation')).statusCode).toBe(401);
    const shopper = await t.shopper('queue-shopper@example.com');
    expect((await shopper.browser.get('/api/staff/moderation')).statusCode).toBe(403);
    for (const q of ['kind=photos', 'status=deleted', 'page=0', 'page=x', 'extra=1']) expect([q, (await staff.get(`/api/staff/moderation?${q}`)).statusCode]).toEqual([q, 400]);
    expect((await queue('page=500')).items).toEqual([]);
  });
});
