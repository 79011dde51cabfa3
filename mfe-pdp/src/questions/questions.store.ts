import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommentListResponse, ProductComment, ProductQuestion } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { PdpApi } from '../api';

export type QuestionsApi = Pick<PdpApi, 'listQuestions' | 'postComment' | 'voteComment'>;

export interface QuestionsState {
  page: number;
  status: 'loading' | 'ready' | 'failed';
  list: CommentListResponse | null;
  problem: string | null;
  /** what the last send (a question, an answer, a vote) was refused with, by the id it was about ('ask' for a new question) */
  refused: { about: string; message: string } | null;
  notice: string | null;
}

export interface QuestionsModel {
  store: StoreApi<QuestionsState>;
  actions: {
    load(page?: number): Promise<void>;
    /** true when sent: the form clears */
    ask(body: string): Promise<boolean>;
    answer(questionId: string, body: string): Promise<boolean>;
    vote(commentId: string): Promise<void>;
  };
}

export const QUESTION_SENT = 'Thanks — your question is posted. Our team and shoppers who bought it can answer.';
export const ANSWER_SENT = 'Thanks — your answer is posted.';

/** The "Questions & answers" of one product: a page of questions, asking, answering and voting. */
export function createQuestionsModel(api: QuestionsApi, productId: number): QuestionsModel {
  const store = createStore<QuestionsState>(() => ({ page: 1, status: 'loading', list: null, problem: null, refused: null, notice: null }));
  let request: AbortController | null = null;

  const load = async (page = store.getState().page) => {
    request?.abort();
    const mine = new AbortController();
    request = mine;
    store.setState({ page, status: 'loading', problem: null });
    try {
      const list = await api.listQuestions(productId, page, mine.signal);
      if (request === mine) store.setState({ status: 'ready', list });
    } catch (err) {
      if (request === mine) store.setState({ status: 'failed', problem: readFailure(err, 'The questions could not be loaded.').message });
    }
  };

  /** Every copy of a question or answer takes the vote. */
  const withComment = (id: string, change: (c: ProductComment) => ProductComment) => {
    const { list } = store.getState();
    if (!list) return;
    const apply = <T extends ProductComment>(c: T): T => (c.id === id ? { ...c, ...change(c) } : c);
    store.setState({ list: { ...list, questions: list.questions.map((q) => ({ ...apply(q), answers: q.answers.map(apply) }) as ProductQuestion) } });
  };

  const send = async (about: string, work: () => Promise<unknown>, notice: string): Promise<boolean> => {
    store.setState({ refused: null, notice: null });
    try {
      await work();
      store.setState({ notice });
      await load(about === 'ask' ? 1 : store.getState().page);
      return true;
    } catch (err) {
      store.setState({ refused: { about, message: readFailure(err, 'It could not be sent. Please try again.').message } });
      return false;
    }
  };

  return {
    store,
    actions: {
      load,
      ask: (body) => send('ask', () => api.postComment(productId, body), QUESTION_SENT),
      answer: (questionId, body) => send(questionId, () => api.postComment(productId, body, questionId), ANSWER_SENT),
      async vote(commentId) {
        store.setState({ refused: null });
        try {
          const { helpful } = await api.voteComment(commentId);
          withComment(commentId, (c) => ({ ...c, helpful, voted: true }));
        } catch (err) {
          const failure = readFailure(err, 'Your vote could not be sent.');
          // already voted (409): show it pressed, as it is
          if (failure.status === 409) withComment(commentId, (c) => ({ ...c, voted: true }));
          else store.setState({ refused: { about: commentId, message: failure.message } });
        }
      },
    },
  };
}
