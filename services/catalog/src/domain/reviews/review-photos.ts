import { and, eq, inArray, isNull } from 'drizzle-orm';
import { reviewPhotos, reviews, type Database } from '@storefront/db';
import { storeUpload, type BlobStore, type UploadLimits } from '@storefront/uploads';

export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;

export const photoUrl = (id: string) => `/api/reviews/photos/${id}`;

/**
 * Stores a shopper's photo for a review they are writing through the one upload pipeline (sniffed
 * by its bytes, size- and pixel-capped, raster re-encoded, unsafe SVG refused). It stays theirs
 * alone until a review takes it. The pipeline's refusal (UploadError) reaches the route as is.
 */
export async function addReviewPhoto(deps: { db: Database; blobStore: BlobStore; limits: UploadLimits; now: Date }, userId: string, bytes: Uint8Array): Promise<ReviewPhotoRow> {
  const stored = await storeUpload(deps.blobStore, bytes, 'review-photo', deps.limits);
  const [row] = await deps.db
    .insert(reviewPhotos)
    .values({ userId, blobKey: stored.key, contentType: stored.contentType, width: stored.width, height: stored.height, createdAt: deps.now })
    .returning();
  return row!;
}

/** A photo anyone may see (on a published review), or the viewer's own one not sent yet. */
export async function visiblePhoto(db: Database, id: string, viewerId: string | null): Promise<ReviewPhotoRow | null> {
  const [hit] = await db
    .select({ photo: reviewPhotos, status: reviews.status })
    .from(reviewPhotos)
    .leftJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(eq(reviewPhotos.id, id))
    .limit(1);
  if (!hit) return null;
  return hit.status === 'published' || hit.photo.userId === viewerId ? hit.photo : null;
}

/** Of these ids, the user's photos not on a review yet. */
export async function unattachedPhotos(db: Database, userId: string, ids: string[]): Promise<ReviewPhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reviewPhotos)
    .where(and(inArray(reviewPhotos.id, ids), eq(reviewPhotos.userId, userId), isNull(reviewPhotos.reviewId)));
}
