import { and, eq, sql } from 'drizzle-orm';
import { reviews, reviewVotes, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome } from '@storefront/server-kit';

/**
 * A shopper finds a published review helpful, once (the primary key), paying with a solved
 * captcha challenge that buys one vote only (its unique index). The count moves in the vote's
 * own transaction, so it is always the number of votes.
 */
export function voteHelpful(db: Database, reviewId: string, userId: string, challenge: string, now: Date): Promise<Outcome<number>> {
  return inTransaction(db, async (tx) => {
    const [review] = await tx.select({ status: reviews.status, author: reviews.userId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
    if (!review || review.status !== 'published') abortWith({ kind: 'not_found', code: 'review_not_found', message: 'There is no review with that id.' });
    if (review.author === userId) abortWith({ kind: 'invalid', code: 'own_review', message: 'You cannot vote for your own review.' });
    const inserted = await tx.insert(reviewVotes).values({ reviewId, userId, challenge, createdAt: now }).onConflictDoNothing().returning({ id: reviewVotes.reviewId });
    if (inserted.length === 0) {
      const [mine] = await tx.select({ c: reviewVotes.challenge }).from(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId))).limit(1);
      if (mine) abortWith({ kind: 'conflict', code: 'already_voted', message: 'You already found this review helpful.' });
      abortWith({ kind: 'malformed', code: 'captcha_used', message: 'That check was used already: solve a new one.' });
    }
    const [row] = await tx
      .update(reviews)
      .set({ helpful: sql`${reviews.helpful} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpful: reviews.helpful });
    return row!.helpful;
  });
}
