import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CaptchaChallenge, Review, ReviewableLinesResponse, ReviewListResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { PdpApi } from '../api';
import { solveCaptcha } from './captcha';
import { nextReviewQuery, type ReviewQuery, type ReviewQueryChange } from './review-query';

export type ReviewsApi = Pick<PdpApi, 'listReviews' | 'reviewableLines' | 'reviewCaptcha' | 'voteReview'>;

export const REVIEW_LIVE_NOTICE = 'Thanks — your review is live.';
const LIST_FAILED = 'The reviews could not be loaded.';

/** The "Quick check" dialog of a helpful vote: solving the challenge and sending the vote, or what stopped it. */
export interface VoteState {
  reviewId: string;
  phase: 'checking' | 'failed';
  problem: string | null;
  /** the server says the session is gone (401): offer the sign-in */
  signIn: boolean;
}

export interface ReviewsState {
  query: ReviewQuery;
  /** loading: the first list or a new query on its way (the last list stays shown meanwhile) */
  status: 'loading' | 'ready' | 'failed';
  list: ReviewListResponse | null;
  problem: string | null;
  /** null until known after mount (the `name` cookie, then /reviews/mine) */
  signedIn: boolean | null;
  /** the shopper's delivered lines of this product; null until asked (never for a guest) */
  mine: ReviewableLinesResponse | null;
  /** reviews written here since the list was last filtered: shown first */
  written: Review[];
  notice: string | null;
  vote: VoteState | null;
}

export interface ReviewsModel {
  store: StoreApi<ReviewsState>;
  actions: {
    /** after mount: the list, and the shopper's own lines when the cookie says signed in */
    start(signedIn: boolean): void;
    load(): void;
    change(change: ReviewQueryChange): void;
    vote(reviewId: string): void;
    closeVote(): void;
    written(review: Review, orderLineId: string): void;
  };
}

type Solve = (challenge: CaptchaChallenge, signal: AbortSignal) => Promise<string>;

/** The reviews section of one product: the query, the list, the shopper's lines, and helpful votes. */
export function createReviewsModel(api: ReviewsApi, productId: number | null, initialQuery: ReviewQuery, solve: Solve = solveCaptcha): ReviewsModel {
  const store = createStore<ReviewsState>(() => ({
    query: initialQuery,
    status: 'loading',
    list: null,
    problem: null,
    signedIn: null,
    mine: null,
    written: [],
    notice: null,
    vote: null,
  }));
  let listRequest: AbortController | null = null;
  let voteRequest: AbortController | null = null;

  const load = async () => {
    listRequest?.abort();
    const request = new AbortController();
    listRequest = request;
    store.setState({ status: 'loading', problem: null });
    try {
      const list = await api.listReviews(productId, store.getState().query, request.signal);
      if (listRequest === request) store.setState({ status: 'ready', list });
    } catch (err) {
      if (listRequest === request) store.setState({ status: 'failed', problem: readFailure(err, LIST_FAILED).message });
    }
  };

  const loadMine = async () => {
    try {
      const mine = await api.reviewableLines(productId!);
      store.setState({ mine, signedIn: mine.signed_in });
    } catch {
      // without the shopper's lines there is just no "Write a review"
      store.setState({ mine: { signed_in: true, lines: [] } });
    }
  };

  /** Every copy of the review (list, written) takes the vote: the new count, pressed. */
  const markVoted = (reviewId: string, helpful?: number) => {
    const apply = (r: Review): Review => (r.id === reviewId ? { ...r, voted: true, helpful: helpful ?? r.helpful } : r);
    const { list, written } = store.getState();
    store.setState({ list: list ? { ...list, reviews: list.reviews.map(apply) } : list, written: written.map(apply) });
  };

  const vote = async (reviewId: string) => {
    voteRequest?.abort();
    const request = new AbortController();
    voteRequest = request;
    store.setState({ vote: { reviewId, phase: 'checking', problem: null, signIn: false } });
    try {
      const challenge = await api.reviewCaptcha(request.signal);
      const altcha = await solve(challenge, request.signal);
      if (request.signal.aborted) return;
      const answer = await api.voteReview(reviewId, altcha);
      // the vote counts even when the dialog was closed while it went
      markVoted(reviewId, answer.helpful);
      if (voteRequest === request) store.setState({ vote: null });
    } catch (err) {
      const failure = readFailure(err, 'Your vote could not be sent.');
      if (failure.status === 409) {
        // voted before (another tab): show it pressed
        markVoted(reviewId);
        if (voteRequest === request) store.setState({ vote: null });
        return;
      }
      if (voteRequest !== request || request.signal.aborted) return;
      store.setState({ vote: { reviewId, phase: 'failed', problem: failure.message, signIn: failure.status === 401 } });
    }
  };

  return {
    store,
    actions: {
      start(signedIn) {
        store.setState({ signedIn });
        void load();
        // the store's whole list (no product) has nothing of the shopper's to write about
        if (signedIn && productId !== null) void loadMine();
      },
      load() {
        void load();
      },
      change(change) {
        store.setState({ query: nextReviewQuery(store.getState().query, change), written: [], notice: null });
        void load();
      },
      vote(reviewId) {
        void vote(reviewId);
      },
      closeVote() {
        voteRequest?.abort();
        voteRequest = null;
        store.setState({ vote: null });
      },
      written(review, orderLineId) {
        const { written, mine } = store.getState();
        store.setState({
          written: [review, ...written.filter((r) => r.id !== review.id)],
          mine: mine ? { ...mine, lines: mine.lines.map((l) => (l.order_line_id === orderLineId ? { ...l, review_id: review.id } : l)) } : mine,
          notice: REVIEW_LIVE_NOTICE,
        });
        // the summary and the count follow
        void load();
      },
    },
  };
}
