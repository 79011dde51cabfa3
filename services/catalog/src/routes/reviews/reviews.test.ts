import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '@storefront/db';
import { readPngInfo, solidPng, TestBrowser } from '@storefront/testing';
import { buildReviewsTestApp, type ReviewsTestApp } from '../../test-fixtures/reviews-test-app';
import { reviewBody, solvedCaptcha } from './reviews-test-helpers';

const TEE = 'gildan-heavy-cotton-tee';

describe('product reviews', () => {
  let t: ReviewsTestApp;
  let teeId: number;
  beforeAll(async () => {
    t = await buildReviewsTestApp({ uploadLimits: { maxBytes: 64 * 1024 } });
    teeId = t.seeded.productIds[TEE]!;
  });
  afterAll(() => t.close());

  const list = (browser: TestBrowser, query = '') => browser.get(`/api/products/${teeId}/reviews${query}`);

  it('only a buyer of a delivered line of this product reviews it, once per line, with the line’s production facts', async () => {
    const { browser, user } = await t.shopper('buyer@example.com', 'Renée Dupont');
    const guest = new TestBrowser(t.app);
    const shipped = await t.order(user, [{ slug: TEE }], 'shipped');
    const delivered = await t.order(user, [{ slug: TEE, color: 'Navy', size: 'XL' }, { slug: 'bella-canvas-jersey-tee' }]);

    // a guest is asked to sign in; nobody bought → 403; not delivered yet → 403; another product's line → 403
    expect((await guest.post(`/api/products/${teeId}/reviews`, reviewBody(delivered.lineIds[0]!))).statusCode).toBe(401);
    const stranger = await t.shopper('stranger@example.com');
    const notMine = await stranger.browser.post(`/api/products/${teeId}/reviews`, reviewBody(delivered.lineIds[0]!));
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toMatch(/Only a shopper who received this product can review it/);
    expect((await browser.post(`/api/products/${teeId}/reviews`, reviewBody(shipped.lineIds[0]!))).statusCode).toBe(403);
    expect((await browser.post(`/api/products/${teeId}/reviews`, reviewBody(delivered.lineIds[1]!))).statusCode).toBe(403);

    // what the buyer may review: the delivered line, not the shipped one
    const mine = (await browser.get(`/api/products/${teeId}/reviews/mine`)).json();
    expect(mine.signed_in).toBe(true);
    expect(mine.lines).toEqual([expect.objectContaining({ order_line_id: delivered.lineIds[0], order_number: delivered.number, review_id: null, facts: { color: 'Navy', size: 'XL', print_method: 'blank', transfer_size: null } })]);
    expect((await guest.get(`/api/products/${teeId}/reviews/mine`)).json()).toEqual({ signed_in: false, lines: [] });

    const html = '<img src=x onerror="alert(1)"> Fits <b>true</b> to size';
    const res = await browser.post(`/api/products/${teeId}/reviews`, reviewBody(delivered.lineIds[0]!, { rating: 4, body: html }));
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json().review;
    expect(review).toMatchObject({ rating: 4, author: 'Renée D.', verified: true, helpful: 0, facts: { color: 'Navy', size: 'XL', print_method: 'blank' } });
    // kept as the shopper typed it: the page shows it as text
    expect(review.body).toBe(html);

    const again = await browser.post(`/api/products/${teeId}/reviews`, reviewBody(delivered.lineIds[0]!));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this purchase.');
    expect((await browser.get(`/api/products/${teeId}/reviews/mine`)).json().lines[0].review_id).toBe(review.id);

    const page = (await list(guest)).json();
    expect(page.summary).toEqual({ count: 1, average: 4, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })) });
    expect(page.reviews.map((r: { id: string }) => r.id)).toEqual([review.id]);
  });

  it('refuses bad input with clear 4xx answers and writes nothing', async () => {
    const { browser, user } = await t.shopper('careful@example.com');
    const { lineIds } = await t.order(user, [{ slug: TEE }]);
    const cases: [Record<string, unknown>, number][] = [
      [reviewBody(lineIds[0]!, { rating: 6 }), 400],
      [reviewBody(lineIds[0]!, { rating: 2.5 }), 400],
      [reviewBody(lineIds[0]!, { title: '   ' }), 400],
      [reviewBody(lineIds[0]!, { body: 'x'.repeat(4001) }), 400],
      [reviewBody(lineIds[0]!, { photo_ids: Array.from({ length: 5 }, () => crypto.randomUUID()) }), 400],
      [reviewBody(lineIds[0]!, { photo_ids: [crypto.randomUUID()] }), 422],
      [reviewBody('not-a-uuid'), 400],
      [{ ...reviewBody(lineIds[0]!), extra: 1 }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await browser.post(`/api/products/${teeId}/reviews`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    expect((await browser.get(`/api/products/${teeId}/reviews/mine`)).json().lines[0].review_id).toBeNull();
    expect((await browser.get('/api/products/999999/reviews')).statusCode).toBe(404);
    for (const q of ['?page=0', '?sort=best', '?kind=all', '?customizations[]=paint', '?bogus=1', `?search=${'x'.repeat(101)}`]) {
      expect((await browser.get(`/api/products/${teeId}/reviews${q}`)).statusCode, q).toBe(400);
    }
    // without the anti-forgery token
    expect((await browser.post(`/api/products/${teeId}/reviews`, reviewBody(lineIds[0]!), { csrf: false })).statusCode).toBe(403);
  });

  it('attaches the buyer’s uploaded photos, re-encoded, shown with the review; another’s upload is refused', async () => {
    const { browser, user } = await t.shopper('photographer@example.com');
    const { lineIds } = await t.order(user, [{ slug: TEE, color: 'White', size: 'M' }]);
    const upload = (b: TestBrowser, bytes: Buffer) => b.request({ method: 'POST', url: '/api/reviews/photos', payload: bytes, headers: { 'content-type': 'image/png' } });
    const photo = await upload(browser, solidPng(40, 30));
    expect(photo.statusCode, photo.body).toBe(201);
    const { id, url } = photo.json();
    // not sent yet: only its uploader sees it
    expect((await new TestBrowser(t.app).get(url)).statusCode).toBe(404);
    expect((await browser.get(url)).statusCode).toBe(200);

    const other = await t.shopper('thief@example.com');
    const { lineIds: otherLines } = await t.order(other.user, [{ slug: TEE }]);
    expect((await other.browser.post(`/api/products/${teeId}/reviews`, reviewBody(otherLines[0]!, { photo_ids: [id] }))).statusCode).toBe(422);

    expect((await upload(browser, Buffer.from('not an image at all'))).statusCode).toBe(415);
    expect((await upload(browser, Buffer.alloc(70 * 1024, 1))).statusCode).toBe(413);
    expect((await upload(new TestBrowser(t.app), solidPng(4, 4))).statusCode).toBe(401);

    const res = await browser.post(`/api/products/${teeId}/reviews`, reviewBody(lineIds[0]!, { photo_ids: [id] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().review.photos).toEqual([{ id, url, width: 40, height: 30 }]);
    const seen = await new TestBrowser(t.app).get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(readPngInfo(seen.rawPayload)).toMatchObject({ width: 40, height: 30 });
    const withPhotos = (await list(new TestBrowser(t.app), '?kind=photos')).json();
    expect(withPhotos.reviews.map((r: { id: string }) => r.id)).toEqual([res.json().review.id]);
  });

  it('votes helpful once per shopper after a solved captcha; a used, foreign or missing solution is refused', async () => {
    const writer = await t.shopper('writer@example.com');
    const { lineIds } = await t.order(writer.user, [{ slug: TEE }]);
    const review = (await writer.browser.post(`/api/products/${teeId}/reviews`, reviewBody(lineIds[0]!))).json().review;
    const voter = await t.shopper('voter@example.com');
    const vote = (b: TestBrowser, altcha: string, id = review.id) => b.post(`/api/reviews/${id}/votes`, { altcha });

    expect((await new TestBrowser(t.app).get('/api/reviews/captcha')).statusCode).toBe(401);
    const unsolved = await vote(voter.browser, Buffer.from('{"nope":1}').toString('base64'));
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().message).toMatch(/quick check did not pass/);
    expect((await vote(voter.browser, '')).statusCode).toBe(400);
    // another shopper's solution does not pay for this one's vote
    expect((await vote(voter.browser, await solvedCaptcha(writer.browser))).statusCode).toBe(400);
    // a wrong number for a real challenge
    const real = JSON.parse(Buffer.from(await solvedCaptcha(voter.browser), 'base64').toString());
    expect((await vote(voter.browser, Buffer.from(JSON.stringify({ ...real, number: real.number + 1 })).toString('base64'))).statusCode).toBe(400);

    const solution = await solvedCaptcha(voter.browser);
    const ok = await vote(voter.browser, solution);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ helpful: 1, voted: true });
    const twice = await vote(voter.browser, await solvedCaptcha(voter.browser));
    expect(twice.statusCode).toBe(409);
    // one solution, one vote: not spent again on another review
    const second = await t.shopper('writer2@example.com');
    const { lineIds: l2 } = await t.order(second.user, [{ slug: TEE }]);
    const review2 = (await second.browser.post(`/api/products/${teeId}/reviews`, reviewBody(l2[0]!))).json().review;
    const reused = await vote(voter.browser, solution, review2.id);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('captcha_used');
    expect((await vote(writer.browser, await solvedCaptcha(writer.browser))).statusCode).toBe(422);
    expect((await vote(voter.browser, await solvedCaptcha(voter.browser), crypto.randomUUID())).statusCode).toBe(404);

    const page = (await list(voter.browser, '?sort=most_helpful')).json();
    expect(page.reviews[0]).toMatchObject({ id: review.id, helpful: 1, voted: true });
  });

  it('staff hide a review with a reason (out of the list and summary) and approve it back; a shopper may not', async () => {
    const writer = await t.shopper('moderated@example.com');
    const { lineIds } = await t.order(writer.user, [{ slug: TEE }]);
    const review = (await writer.browser.post(`/api/products/${teeId}/reviews`, reviewBody(lineIds[0]!, { rating: 1 }))).json().review;
    const before = (await list(new TestBrowser(t.app))).json().summary;

    expect((await writer.browser.post(`/api/staff/reviews/${review.id}/moderation`, { action: 'hide', reason: 'Spam link' })).statusCode).toBe(403);
    const staff = await t.shopper('staff@example.com');
    await t.db.insert(userRoles).values({ userId: staff.user.id, role: 'staff' });
    expect((await staff.browser.post(`/api/staff/reviews/${review.id}/moderation`, { action: 'hide' })).statusCode).toBe(400);
    const hidden = await staff.browser.post(`/api/staff/reviews/${review.id}/moderation`, { action: 'hide', reason: 'Spam link' });
    expect(hidden.json()).toEqual({ id: review.id, status: 'hidden', hidden_reason: 'Spam link' });
    const after = (await list(new TestBrowser(t.app))).json();
    expect(after.summary.count).toBe(before.count - 1);
    expect(after.summary.distribution.find((d: { stars: number }) => d.stars === 1).count).toBe(0);
    expect(after.reviews.map((r: { id: string }) => r.id)).not.toContain(review.id);
    // a hidden review takes no votes
    const voter = await t.shopper('late-voter@example.com');
    expect((await voter.browser.post(`/api/reviews/${review.id}/votes`, { altcha: await solvedCaptcha(voter.browser) })).statusCode).toBe(404);

    expect((await staff.browser.post(`/api/staff/reviews/${review.id}/moderation`, { action: 'approve' })).json()).toMatchObject({ status: 'published', hidden_reason: null });
    expect((await list(new TestBrowser(t.app))).json().summary.count).toBe(before.count);
    expect((await staff.browser.post(`/api/staff/reviews/${crypto.randomUUID()}/moderation`, { action: 'approve' })).statusCode).toBe(404);
  });
});
