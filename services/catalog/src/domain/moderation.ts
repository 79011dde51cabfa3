import { eq } from 'drizzle-orm';
import type { ReviewModerationRequest } from '@storefront/contracts';
import { productComments, reviews, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';

export interface Moderated {
  id: string;
  status: 'published' | 'hidden';
  hidden_reason: string | null;
}

/** What staff moderate: reviews, and questions and answers. */
const TABLES = { review: reviews, comment: productComments } as const;
const NOT_FOUND = { review: 'There is no review with that id.', comment: 'There is no question or answer with that id.' } as const;

/**
 * Staff hide a review, question or answer with a reason (it leaves the page and, for a review,
 * the summary, votes and all) or approve it (shown again). Who and when is kept with it.
 */
export async function moderate(db: Database, kind: keyof typeof TABLES, id: string, staffId: string, request: ReviewModerationRequest, now: Date): Promise<Outcome<Moderated>> {
  const table = TABLES[kind] as typeof reviews;
  const change = request.action === 'hide' ? { status: 'hidden', hiddenReason: request.reason } : { status: 'published', hiddenReason: null };
  const [row] = await db
    .update(table)
    .set({ ...change, moderatedBy: staffId, moderatedAt: now })
    .where(eq(table.id, id))
    .returning({ id: table.id, status: table.status, hiddenReason: table.hiddenReason });
  if (!row) return failed({ kind: 'not_found', code: `${kind}_not_found`, message: NOT_FOUND[kind] });
  return succeeded({ id: row.id, status: row.status as Moderated['status'], hidden_reason: row.hiddenReason });
}
