import { count, desc, eq } from 'drizzle-orm';
import { MODERATION_PAGE_SIZE, type ModerationItem, type ModerationQueue, type ModerationQueueQuery } from '@storefront/contracts';
import { productComments, productPath, products, reviews, type Database } from '@storefront/db';

/**
 * Staff's moderation queue: every product's reviews, or questions and answers, in one status,
 * newest first, a page at a time (`reviews_status_created_idx`, `product_comments_status_created_idx`).
 * Product links are the US store's pages: staff read the writing, the store does not change it.
 */
export async function moderationQueue(db: Database, q: ModerationQueueQuery): Promise<ModerationQueue> {
  const offset = (q.page - 1) * MODERATION_PAGE_SIZE;
  const product = { id: products.id, title: products.title, slug: products.slug, kind: products.kind };
  const productOf = (p: { id: number; title: string; slug: string; kind: string }) => ({ id: p.id, title: p.title, url: productPath('us', p.slug, p.kind as never) });
  if (q.kind === 'reviews') {
    const [rows, [total]] = await Promise.all([
      db
        .select({ r: reviews, p: product })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.status, q.status))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(MODERATION_PAGE_SIZE)
        .offset(offset),
      db.select({ n: count() }).from(reviews).where(eq(reviews.status, q.status)),
    ]);
    const items: ModerationItem[] = rows.map(({ r, p }) => ({
      id: r.id,
      kind: 'review',
      product: productOf(p),
      author: r.author,
      rating: r.rating,
      title: r.title,
      body: r.body,
      helpful: r.helpful,
      status: r.status as ModerationItem['status'],
      hidden_reason: r.hiddenReason,
      created_at: r.createdAt.toISOString(),
    }));
    return { items, page: q.page, per_page: MODERATION_PAGE_SIZE, total: total?.n ?? 0 };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: productComments, p: product })
      .from(productComments)
      .innerJoin(products, eq(products.id, productComments.productId))
      .where(eq(productComments.status, q.status))
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(productComments).where(eq(productComments.status, q.status)),
  ]);
  const items: ModerationItem[] = rows.map(({ c, p }) => ({
    id: c.id,
    kind: c.parentId ? 'answer' : 'question',
    product: productOf(p),
    author: c.author,
    rating: null,
    title: null,
    body: c.body,
    helpful: c.helpful,
    status: c.status as ModerationItem['status'],
    hidden_reason: c.hiddenReason,
    created_at: c.createdAt.toISOString(),
  }));
  return { items, page: q.page, per_page: MODERATION_PAGE_SIZE, total: total?.n ?? 0 };
}
