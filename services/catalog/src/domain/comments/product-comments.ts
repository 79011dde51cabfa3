import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommentBadge, CommentListResponse, ProductComment } from '@storefront/contracts';
import { QUESTION_PAGE_SIZE } from '@storefront/contracts/limits';
import { deliveredLinesOf, productComments, productCommentVotes, rolesOf, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, succeeded, type Outcome } from '@storefront/server-kit';
import { authorName } from '../reviews/write-review';

type CommentRow = typeof productComments.$inferSelect;

const toComment = (row: CommentRow, voted: boolean): ProductComment => ({
  id: row.id,
  body: row.body,
  author: row.author,
  badge: row.badge as CommentBadge,
  created_at: row.createdAt.toISOString(),
  helpful: row.helpful,
  voted,
});

/** Who a user is on this product's page: staff, a buyer who received it, or a shopper. */
export async function badgeOf(db: Database, userId: string, productId: number): Promise<CommentBadge> {
  if ((await rolesOf(db, userId)).includes('staff')) return 'staff';
  return (await deliveredLinesOf(db, userId, productId)).length > 0 ? 'buyer' : 'shopper';
}

/**
 * A page of a product's published questions, newest first, each with its published answers
 * (staff first, then the most helpful, then the oldest), and what the viewer may do.
 */
export async function listQuestions(db: Database, productId: number, page: number, viewerId: string | null): Promise<CommentListResponse> {
  const questionsOf = and(eq(productComments.productId, productId), eq(productComments.status, 'published'), isNull(productComments.parentId))!;
  const [[totalRow], questions, badge] = await Promise.all([
    db.select({ n: count() }).from(productComments).where(questionsOf),
    db
      .select()
      .from(productComments)
      .where(questionsOf)
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .limit(QUESTION_PAGE_SIZE)
      .offset((page - 1) * QUESTION_PAGE_SIZE),
    viewerId ? badgeOf(db, viewerId, productId) : Promise.resolve(null),
  ]);
  const ids = questions.map((q) => q.id);
  const answers = ids.length
    ? await db
        .select()
        .from(productComments)
        .where(and(inArray(productComments.parentId, ids), eq(productComments.status, 'published')))
        .orderBy(sql`${productComments.badge} = 'staff' desc`, desc(productComments.helpful), asc(productComments.createdAt))
    : [];
  const all = [...ids, ...answers.map((a) => a.id)];
  const voted = new Set(
    viewerId && all.length
      ? (await db.select({ id: productCommentVotes.commentId }).from(productCommentVotes).where(and(eq(productCommentVotes.userId, viewerId), inArray(productCommentVotes.commentId, all)))).map((v) => v.id)
      : [],
  );
  const total = Number(totalRow?.n ?? 0);
  return {
    questions: questions.map((q) => ({
      ...toComment(q, voted.has(q.id)),
      answers: answers.filter((a) => a.parentId === q.id).map((a) => toComment(a, voted.has(a.id))),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / QUESTION_PAGE_SIZE)),
    total,
    viewer: { signed_in: viewerId !== null, can_answer: badge === 'staff' || badge === 'buyer' },
  };
}

/**
 * A shopper's question, or an answer by staff or a buyer who received the product, to a
 * published question of the same product.
 */
export async function writeComment(db: Database, writer: { id: string; name: string }, productId: number, input: { body: string; parent_id?: string }, now: Date): Promise<Outcome<ProductComment>> {
  const badge = await badgeOf(db, writer.id, productId);
  if (input.parent_id) {
    if (badge === 'shopper') return failed({ kind: 'forbidden', code: 'not_a_buyer', message: 'Only our staff and shoppers who received this product can answer its questions.' });
    const [question] = await db.select({ productId: productComments.productId, parentId: productComments.parentId, status: productComments.status }).from(productComments).where(eq(productComments.id, input.parent_id)).limit(1);
    if (!question || question.productId !== productId || question.parentId !== null || question.status !== 'published') {
      return failed({ kind: 'not_found', code: 'question_not_found', message: 'There is no such question on this product.' });
    }
  }
  const [row] = await db
    .insert(productComments)
    .values({ productId, parentId: input.parent_id ?? null, userId: writer.id, author: authorName(writer.name), badge, body: input.body, createdAt: now })
    .returning();
  return succeeded(toComment(row!, false));
}

/** "Helpful", once per shopper (the primary key); the count moves in the vote's transaction. */
export function voteComment(db: Database, commentId: string, userId: string, now: Date): Promise<Outcome<number>> {
  return inTransaction(db, async (tx) => {
    const [comment] = await tx.select({ status: productComments.status, author: productComments.userId }).from(productComments).where(eq(productComments.id, commentId)).limit(1);
    if (!comment || comment.status !== 'published') abortWith({ kind: 'not_found', code: 'comment_not_found', message: 'There is no question or answer with that id.' });
    if (comment.author === userId) abortWith({ kind: 'invalid', code: 'own_comment', message: 'You cannot vote for what you wrote.' });
    const inserted = await tx.insert(productCommentVotes).values({ commentId, userId, createdAt: now }).onConflictDoNothing().returning({ id: productCommentVotes.commentId });
    if (inserted.length === 0) abortWith({ kind: 'conflict', code: 'already_voted', message: 'You already found this helpful.' });
    const [row] = await tx
      .update(productComments)
      .set({ helpful: sql`${productComments.helpful} + 1` })
      .where(eq(productComments.id, commentId))
      .returning({ helpful: productComments.helpful });
    return row!.helpful;
  });
}
