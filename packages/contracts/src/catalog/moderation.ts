import { z } from 'zod';

export const MODERATION_PAGE_SIZE = 20;

/** `GET /api/staff/moderation`: one kind of shopper writing, in one status, newest first. */
export const moderationQueueQuery = z
  .object({
    kind: z.enum(['reviews', 'comments']).default('reviews'),
    status: z.enum(['published', 'hidden']).default('published'),
    page: z.coerce.number('must be a page number').int('must be a page number').min(1, 'must be 1 or more').max(10_000, 'must be 10000 or less').default(1),
    /** the http client's cache buster: the queue is read fresh */
    cb: z.string().max(40).optional(),
  })
  .strict();
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>;

/** A review, question or answer as staff moderate it: what was written, where, by whom, and its state. */
export const moderationItem = z.object({
  id: z.uuid(),
  kind: z.enum(['review', 'question', 'answer']),
  product: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  author: z.string(),
  /** reviews only */
  rating: z.number().int().nullable(),
  title: z.string().nullable(),
  body: z.string(),
  helpful: z.number().int(),
  status: z.enum(['published', 'hidden']),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItem>;

export const moderationQueue = z.object({
  items: z.array(moderationItem),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ModerationQueue = z.infer<typeof moderationQueue>;
