import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Review } from '@storefront/contracts';
import { deliveredLineOf, reviewPhotos, reviews, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome } from '@storefront/server-kit';
import { toReview } from './list-reviews';
import { photoUrl, unattachedPhotos } from './review-photos';

export interface ReviewInput {
  order_line_id: string;
  rating: number;
  title: string;
  body: string;
  photo_ids: string[];
}

/** "Renée D." from "Renée Dupont": a reviewer is named as shoppers expect, not in full. */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A shopper';
  const first = words[0]!;
  return words.length === 1 ? first : `${first} ${[...words[words.length - 1]!][0]!.toUpperCase()}.`;
}

/**
 * A buyer's review of a delivered line of theirs of this product: once per line (the unique index
 * settles two at once), its production facts copied from the order, its photos (the writer's own
 * uploads not on a review yet) attached in the order given. All or nothing.
 */
export async function writeReview(db: Database, writer: { id: string; name: string }, productId: number, input: ReviewInput, now: Date): Promise<Outcome<Review>> {
  const line = await deliveredLineOf(db, writer.id, input.order_line_id);
  if (!line || line.productId !== productId) {
    return failed({ kind: 'forbidden', code: 'not_a_buyer', message: 'Only a shopper who received this product can review it, and this order line is not a delivered purchase of yours.' });
  }
  const photoIds = [...new Set(input.photo_ids)];
  const photos = await unattachedPhotos(db, writer.id, photoIds);
  if (photos.length !== photoIds.length) {
    return failed({ kind: 'invalid', code: 'photo_not_found', message: 'A photo is not one of your uploads, or is on a review already: upload it again.', fieldErrors: { photo_ids: ['not your uploads'] } });
  }
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        productId,
        orderLineId: line.id,
        userId: writer.id,
        store: line.store,
        rating: input.rating,
        title: input.title,
        body: input.body,
        author: authorName(writer.name),
        color: line.facts.color,
        size: line.facts.size,
        printMethod: line.facts.print_method,
        transferSize: line.facts.transfer_size,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning();
    if (!row) abortWith({ kind: 'conflict', code: 'already_reviewed', message: 'You have already reviewed this purchase.' });
    for (const [position, id] of photoIds.entries()) {
      const taken = await tx
        .update(reviewPhotos)
        .set({ reviewId: row.id, position })
        .where(and(eq(reviewPhotos.id, id), eq(reviewPhotos.userId, writer.id), isNull(reviewPhotos.reviewId)))
        .returning({ id: reviewPhotos.id });
      // another review of theirs took it meanwhile: nothing of this one is kept
      if (taken.length === 0) abortWith({ kind: 'conflict', code: 'photo_taken', message: 'A photo went on another review meanwhile: upload it again.' });
    }
    const byId = new Map(photos.map((p) => [p.id, p]));
    return toReview(
      row,
      photoIds.map((id) => ({ id, url: photoUrl(id), width: byId.get(id)!.width, height: byId.get(id)!.height })),
      false,
    );
  });
}

/** The review a user wrote for each of these lines (one per line). */
export async function reviewsOfLines(db: Database, lineIds: string[]): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db.select({ id: reviews.id, line: reviews.orderLineId }).from(reviews).where(inArray(reviews.orderLineId, lineIds));
  return new Map(rows.map((r) => [r.line, r.id]));
}
