import { eq } from 'drizzle-orm';
import type { ReviewModerationRequest } from '@storefront/contracts';
import { reviews, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';

/**
 * Staff hide a review with a reason (it leaves the list and the summary, votes and all) or
 * approve it (shown again). Who and when is kept with it.
 */
export async function moderateReview(
  db: Database,
  reviewId: string,
  staffId: string,
  request: ReviewModerationRequest,
  now: Date,
): Promise<Outcome<{ id: string; status: 'published' | 'hidden'; hidden_reason: string | null }>> {
  const change = request.action === 'hide' ? { status: 'hidden', hiddenReason: request.reason } : { status: 'published', hiddenReason: null };
  const [row] = await db
    .update(reviews)
    .set({ ...change, moderatedBy: staffId, moderatedAt: now })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id, status: reviews.status, hiddenReason: reviews.hiddenReason });
  if (!row) return failed({ kind: 'not_found', code: 'review_not_found', message: 'There is no review with that id.' });
  return succeeded({ id: row.id, status: row.status as 'published' | 'hidden', hidden_reason: row.hiddenReason });
}
