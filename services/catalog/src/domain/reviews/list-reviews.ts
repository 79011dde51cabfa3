import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Review, ReviewListQuery, ReviewListResponse, ReviewSummary } from '@storefront/contracts';
import { REVIEW_PAGE_SIZE } from '@storefront/contracts/limits';
import { products, reviewPhotos, reviews, reviewVotes, type Database } from '@storefront/db';
import { photoUrl } from './review-photos';

type ReviewRow = typeof reviews.$inferSelect;

/** One product's published reviews, or (null) every product's: the store's /reviews list. */
const published = (productId: number | null) => (productId === null ? eq(reviews.status, 'published') : and(eq(reviews.productId, productId), eq(reviews.status, 'published'))!);

// garment sizes read small to large in the filter; anything else (a transfer's, a licence's) after them
const GARMENT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const sizeRank = (size: string) => {
  const i = GARMENT_SIZES.indexOf(size.toUpperCase());
  return i === -1 ? GARMENT_SIZES.length : i;
};

/** `%`, `_` and `\` in a shopper's words are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The §2 filters, over one product's published reviews. */
function filtersOf(productId: number | null, q: ReviewListQuery): SQL {
  const parts: (SQL | undefined)[] = [published(productId)];
  if (q.kind === 'photos') parts.push(sql`exists (select 1 from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id})`);
  // every review here is a verified purchase (only buyers write), so `verified` narrows nothing
  if (q.search) parts.push(or(ilike(reviews.title, likePattern(q.search)), ilike(reviews.body, likePattern(q.search))));
  if (q.color) parts.push(sql`lower(${reviews.color}) = lower(${q.color})`);
  if (q.size) parts.push(sql`lower(${reviews.size}) = lower(${q.size})`);
  const methods = q['customizations[]'];
  if (methods?.length) parts.push(inArray(reviews.printMethod, methods));
  return and(...parts)!;
}

const ORDERS: Record<ReviewListQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  most_helpful: [desc(reviews.helpful), desc(reviews.createdAt), desc(reviews.id)],
};

/** Average, count and the 5-to-1 distribution of a product's published reviews (hidden ones count for nothing). */
export async function reviewSummary(db: Database, productId: number | null): Promise<ReviewSummary> {
  const rows = await db.select({ rating: reviews.rating, n: count() }).from(reviews).where(published(productId)).groupBy(reviews.rating);
  const byStars = new Map(rows.map((r) => [r.rating, Number(r.n)]));
  const total = rows.reduce((s, r) => s + Number(r.n), 0);
  const sum = rows.reduce((s, r) => s + r.rating * Number(r.n), 0);
  return {
    count: total,
    average: total === 0 ? null : Math.round((sum / total) * 10) / 10,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars.get(stars) ?? 0 })),
  };
}

/** The answer's shape of a review row, with its photos and whether the viewer voted it helpful. */
export function toReview(row: ReviewRow, photos: Review['photos'], voted: boolean): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author,
    created_at: row.createdAt.toISOString(),
    verified: true,
    facts: { color: row.color, size: row.size, print_method: row.printMethod as Review['facts']['print_method'], transfer_size: row.transferSize },
    photos,
    helpful: row.helpful,
    voted,
  };
}

/** Photos of these reviews, in their order, keyed by review. */
export async function photosOf(db: Database, reviewIds: string[]): Promise<Map<string, Review['photos']>> {
  const out = new Map<string, Review['photos']>();
  if (reviewIds.length === 0) return out;
  const rows = await db.select().from(reviewPhotos).where(inArray(reviewPhotos.reviewId, reviewIds)).orderBy(asc(reviewPhotos.position));
  for (const p of rows) {
    const list = out.get(p.reviewId!) ?? [];
    list.push({ id: p.id, url: photoUrl(p.id), width: p.width, height: p.height });
    out.set(p.reviewId!, list);
  }
  return out;
}

/**
 * One page of a product's (or, null, every product's) published reviews under the §2 filters and sort, with the summary of
 * them all and the values the production-fact filters can take. A page past the last answers empty.
 */
export async function listReviews(db: Database, productId: number | null, q: ReviewListQuery, viewerId: string | null): Promise<ReviewListResponse> {
  const where = filtersOf(productId, q);
  const [summary, [totalRow], rows, facetRows] = await Promise.all([
    reviewSummary(db, productId),
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...ORDERS[q.sort])
      .limit(REVIEW_PAGE_SIZE)
      .offset((q.page - 1) * REVIEW_PAGE_SIZE),
    db.selectDistinct({ color: reviews.color, size: reviews.size, method: reviews.printMethod }).from(reviews).where(published(productId)).limit(500),
  ]);
  const ids = rows.map((r) => r.id);
  const [photos, votedRows, productRows] = await Promise.all([
    photosOf(db, ids),
    viewerId && ids.length
      ? db.select({ id: reviewVotes.reviewId }).from(reviewVotes).where(and(eq(reviewVotes.userId, viewerId), inArray(reviewVotes.reviewId, ids)))
      : Promise.resolve([]),
    // the store's list names each review's product
    productId === null && rows.length
      ? db
          .select({ id: products.id, title: products.title, slug: products.slug })
          .from(products)
          .where(inArray(products.id, [...new Set(rows.map((r) => r.productId))]))
      : Promise.resolve([]),
  ]);
  const voted = new Set(votedRows.map((v) => v.id));
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  const total = Number(totalRow?.n ?? 0);
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const bySize = (values: string[]) => [...new Set(values)].sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b, 'en', { numeric: true }));
  return {
    summary,
    reviews: rows.map((r) => {
      const review = toReview(r, photos.get(r.id) ?? [], voted.has(r.id));
      const product = productOf.get(r.productId);
      return product ? { ...review, product } : review;
    }),
    page: q.page,
    pages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
    total,
    facets: {
      colors: sorted(facetRows.map((f) => f.color)),
      sizes: bySize(facetRows.map((f) => f.size)),
      print_methods: sorted(facetRows.map((f) => f.method)) as ReviewListResponse['facets']['print_methods'],
    },
  };
}
