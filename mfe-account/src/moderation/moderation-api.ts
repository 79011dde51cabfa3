import { moderationQueue, reviewModerationResponse, type ModerationQueue, type ReviewModerationRequest } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

export type QueueKind = 'reviews' | 'comments';
export type QueueStatus = 'published' | 'hidden';

/** Staff's moderation calls (catalog's /api/staff/moderation and the hide/approve routes). */
export interface ModerationApi {
  queue(kind: QueueKind, status: QueueStatus, page: number): Promise<ModerationQueue>;
  /** hides (with a reason) or approves a review, or a question or answer */
  moderate(kind: QueueKind, id: string, request: ReviewModerationRequest): Promise<{ status: 'published' | 'hidden'; hidden_reason: string | null }>;
}

export function createModerationApi(http: HttpClient): ModerationApi {
  return {
    async queue(kind, status, page) {
      return moderationQueue.parse(await http.get('/api/staff/moderation', { searchParams: { kind, status, page }, cacheBust: true }));
    },
    async moderate(kind, id, request) {
      const path = kind === 'reviews' ? `/api/staff/reviews/${encodeURIComponent(id)}/moderation` : `/api/staff/comments/${encodeURIComponent(id)}/moderation`;
      return reviewModerationResponse.parse(await http.post(path, request));
    },
  };
}
