import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReviewsTestApp, type ReviewsTestApp } from '../../test-fixtures/reviews-test-app';
import { reviewBody, solvedCaptcha } from './reviews-test-helpers';

/** Races need real connections: PGlite has one, so these run on PostgreSQL only (CI's second pass). */
describe.skipIf(!process.env.DATABASE_URL)('review votes under concurrency (PostgreSQL)', () => {
  let t: ReviewsTestApp;
  beforeAll(async () => {
    t = await buildReviewsTestApp();
  });
  afterAll(() => t.close());

  it('20 votes by one shopper at once make one vote, and the count says 1', async () => {
    const id = t.seeded.productIds['gildan-heavy-cotton-tee']!;
    const writer = await t.shopper('race-writer@example.com');
    const { lineIds } = await t.order(writer.user, [{ slug: 'gildan-heavy-cotton-tee' }]);
    const review = (await writer.browser.post(`/api/products/${id}/reviews`, reviewBody(lineIds[0]!))).json().review;
    const voter = await t.shopper('race-voter@example.com');
    await voter.browser.csrfToken(); // one anti-forgery secret before the race, as a loaded page has
    const solutions = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha(voter.browser)));
    const answers = await Promise.all(solutions.map((altcha) => voter.browser.post(`/api/reviews/${review.id}/votes`, { altcha })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const [row] = (await t.db.execute(sql`select helpful, (select count(*)::int from catalog.review_votes where review_id = ${review.id}) as votes from catalog.reviews where id = ${review.id}`)) as unknown as { helpful: number; votes: number }[];
    expect(row).toEqual({ helpful: 1, votes: 1 });
  });

  it('two reviews of one line at once: one is kept, the other is told it exists', async () => {
    const id = t.seeded.productIds['gildan-heavy-cotton-tee']!;
    const buyer = await t.shopper('race-buyer@example.com');
    const { lineIds } = await t.order(buyer.user, [{ slug: 'gildan-heavy-cotton-tee' }]);
    await buyer.browser.csrfToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => buyer.browser.post(`/api/products/${id}/reviews`, reviewBody(lineIds[0]!))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
