import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '@storefront/db';
import { TestBrowser } from '@storefront/testing';
import { buildReviewsTestApp, type ReviewsTestApp } from '../../test-fixtures/reviews-test-app';

const TEE = 'gildan-heavy-cotton-tee';

describe('questions and answers', () => {
  let t: ReviewsTestApp;
  let id: number;
  beforeAll(async () => {
    t = await buildReviewsTestApp();
    id = t.seeded.productIds[TEE]!;
  });
  afterAll(() => t.close());

  const url = () => `/api/products/${id}/comments`;

  it('a shopper asks; staff and a buyer who received it answer (staff first); a shopper who did not buy may not', async () => {
    const guest = new TestBrowser(t.app);
    expect((await guest.post(url(), { body: 'Does it shrink?' })).statusCode).toBe(401);
    const asker = await t.shopper('asker@example.com', 'Maya Chen');
    const asked = await asker.browser.post(url(), { body: 'Does it shrink after a hot wash?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json().comment;
    expect(question).toMatchObject({ author: 'Maya C.', badge: 'shopper', helpful: 0 });

    const notBuyer = await asker.browser.post(url(), { body: 'I think it does.', parent_id: question.id });
    expect(notBuyer.statusCode).toBe(403);
    expect(notBuyer.json().message).toMatch(/Only our staff and shoppers who received this product can answer/);

    const buyer = await t.shopper('owner@example.com', 'Sam Okafor');
    await t.order(buyer.user, [{ slug: TEE }]);
    const buyerAnswer = await buyer.browser.post(url(), { body: 'About half a size in the dryer.', parent_id: question.id });
    expect(buyerAnswer.statusCode, buyerAnswer.body).toBe(201);
    expect(buyerAnswer.json().comment.badge).toBe('buyer');

    const staff = await t.shopper('staff-qa@example.com', 'Store Team');
    await t.db.insert(userRoles).values({ userId: staff.user.id, role: 'staff' });
    expect((await staff.browser.post(url(), { body: 'Pre-shrunk cotton: under 3%.', parent_id: question.id })).json().comment.badge).toBe('staff');

    // an answer to another product's question, or to an answer, is refused
    const other = t.seeded.productIds['gildan-heavy-blend-hoodie']!;
    expect((await staff.browser.post(`/api/products/${other}/comments`, { body: 'Wrong page.', parent_id: question.id })).statusCode).toBe(404);
    expect((await staff.browser.post(url(), { body: 'Nested.', parent_id: buyerAnswer.json().comment.id })).statusCode).toBe(404);

    const page = (await guest.get(url())).json();
    expect(page.viewer).toEqual({ signed_in: false, can_answer: false });
    expect(page.questions).toHaveLength(1);
    expect(page.questions[0].answers.map((a: { badge: string }) => a.badge)).toEqual(['staff', 'buyer']);
    expect((await buyer.browser.get(url())).json().viewer).toEqual({ signed_in: true, can_answer: true });
    expect((await asker.browser.get(url())).json().viewer).toEqual({ signed_in: true, can_answer: false });
  });

  it('votes once per shopper; hidden comments leave the page and take no votes', async () => {
    const asker = await t.shopper('asker2@example.com');
    const question = (await asker.browser.post(url(), { body: 'Is the neck tagless?' })).json().comment;
    const voter = await t.shopper('voter-qa@example.com');
    const vote = (b: TestBrowser, commentId = question.id) => b.post('/api/products/comments/votes', { comment_id: commentId });
    expect((await vote(voter.browser)).json()).toEqual({ helpful: 1, voted: true });
    expect((await vote(voter.browser)).statusCode).toBe(409);
    expect((await vote(asker.browser)).statusCode).toBe(422);
    expect((await vote(new TestBrowser(t.app))).statusCode).toBe(401);
    expect((await vote(voter.browser, crypto.randomUUID())).statusCode).toBe(404);
    expect((await voter.browser.get(url())).json().questions.find((q: { id: string }) => q.id === question.id)).toMatchObject({ helpful: 1, voted: true });

    const staff = await t.shopper('staff-mod@example.com');
    await t.db.insert(userRoles).values({ userId: staff.user.id, role: 'staff' });
    expect((await voter.browser.post(`/api/staff/comments/${question.id}/moderation`, { action: 'hide', reason: 'Spam' })).statusCode).toBe(403);
    expect((await staff.browser.post(`/api/staff/comments/${question.id}/moderation`, { action: 'hide', reason: 'Off topic' })).json()).toEqual({ id: question.id, status: 'hidden', hidden_reason: 'Off topic' });
    expect((await new TestBrowser(t.app).get(url())).json().questions.map((q: { id: string }) => q.id)).not.toContain(question.id);
    const late = await t.shopper('late-qa@example.com');
    expect((await vote(late.browser)).statusCode).toBe(404);
    expect((await staff.browser.post(`/api/staff/comments/${question.id}/moderation`, { action: 'approve' })).json().status).toBe('published');
  });

  it('refuses bad input with clear 4xx answers', async () => {
    const shopper = await t.shopper('bad-qa@example.com');
    for (const body of [{ body: 'x' }, { body: 'y'.repeat(1001) }, { body: 'ok ok', parent_id: 'nope' }, { body: 'ok ok', extra: 1 }, {}]) {
      const res = await shopper.browser.post(url(), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await shopper.browser.get('/api/products/999999/comments')).statusCode).toBe(404);
    expect((await shopper.browser.get(`${url()}?page=0`)).statusCode).toBe(400);
    expect((await shopper.browser.post('/api/products/comments/votes', { comment_id: 'x' })).statusCode).toBe(400);
    expect((await shopper.browser.post(url(), { body: 'Forged?' }, { csrf: false })).statusCode).toBe(403);
  });
});
