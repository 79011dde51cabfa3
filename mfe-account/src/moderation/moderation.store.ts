// Staff's moderation list: one kind and status at a time, pages appended by "Show more"; an item
// hidden or approved here leaves the list it no longer belongs to, with a note of what was done.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ModerationItem, ReviewModerationRequest } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { ModerationApi, QueueKind, QueueStatus } from './moderation-api';

export interface ModerationState {
  status: 'loading' | 'ready' | 'signed-out' | 'forbidden' | 'error';
  message: string | null;
  items: ModerationItem[];
  page: number;
  total: number;
  loadingMore: boolean;
  /** per item: busy, or the last action's outcome */
  acting: Record<string, { busy: boolean; error?: string; reasonError?: string[] }>;
  done: { id: string; text: string }[];
}

export interface ModerationModel {
  store: StoreApi<ModerationState>;
  load(): Promise<void>;
  more(): Promise<void>;
  act(item: ModerationItem, request: ReviewModerationRequest): Promise<void>;
}

const WORD: Record<ModerationItem['kind'], string> = { review: 'Review', question: 'Question', answer: 'Answer' };

export function createModerationModel(api: ModerationApi, kind: QueueKind, listStatus: QueueStatus): ModerationModel {
  const store = createStore<ModerationState>(() => ({ status: 'loading', message: null, items: [], page: 1, total: 0, loadingMore: false, acting: {}, done: [] }));
  const setActing = (id: string, v: ModerationState['acting'][string]) => store.setState((s) => ({ acting: { ...s.acting, [id]: v } }));
  return {
    store,
    async load() {
      store.setState({ status: 'loading' });
      try {
        const q = await api.queue(kind, listStatus, 1);
        store.setState({ status: 'ready', items: q.items, page: 1, total: q.total });
      } catch (err) {
        const f = readFailure(err);
        store.setState({ status: f.status === 401 ? 'signed-out' : f.status === 403 ? 'forbidden' : 'error', message: f.message });
      }
    },
    async more() {
      const s = store.getState();
      if (s.loadingMore) return;
      store.setState({ loadingMore: true });
      try {
        const q = await api.queue(kind, listStatus, s.page + 1);
        // items may have moved since (hidden by someone else): keep each once
        store.setState((cur) => ({ items: [...cur.items, ...q.items.filter((i) => !cur.items.some((c) => c.id === i.id))], page: q.page, total: q.total, loadingMore: false }));
      } catch (err) {
        store.setState({ loadingMore: false, message: readFailure(err).message });
      }
    },
    async act(item, request) {
      if (store.getState().acting[item.id]?.busy) return;
      setActing(item.id, { busy: true });
      try {
        await api.moderate(kind, item.id, request);
        store.setState((s) => ({
          items: s.items.filter((i) => i.id !== item.id),
          total: Math.max(0, s.total - 1),
          done: [...s.done, { id: item.id, text: `${WORD[item.kind]} by ${item.author} on ${item.product.title} ${request.action === 'hide' ? 'hidden' : 'shown again'}.` }],
        }));
        setActing(item.id, { busy: false });
      } catch (err) {
        const f = readFailure(err);
        setActing(item.id, { busy: false, error: f.fieldErrors.reason ? undefined : f.message, reasonError: f.fieldErrors.reason });
      }
    },
  };
}
