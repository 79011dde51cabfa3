import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Review, ReviewPhotoResponse } from '@storefront/contracts';
import { REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '@storefront/contracts/limits';
import { readFailure } from '@storefront/http';
import type { PdpApi } from '../api';

export type ReviewFormApi = Pick<PdpApi, 'createReview' | 'uploadReviewPhoto'>;

const STILL_UPLOADING = 'are still uploading';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PhotoSlot {
  key: number;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0–1 while uploading */
  progress: number;
  photo: ReviewPhotoResponse | null;
  problem: string | null;
}

/** The fields a message can sit next to; the keys the server names them by (CreateReviewRequest). */
export type ReviewField = 'order_line_id' | 'rating' | 'title' | 'body' | 'photo_ids';

export interface ReviewFormState {
  orderLineId: string | null;
  rating: number | null;
  title: string;
  body: string;
  photos: PhotoSlot[];
  /** the message next to each field: fragments after the field's name ("is required"), as the server writes them */
  errors: Partial<Record<ReviewField, string>>;
  status: 'idle' | 'submitting';
  /** what stopped the whole review (the server's message), for the alert above Submit */
  problem: string | null;
}

export interface ReviewFormModel {
  store: StoreApi<ReviewFormState>;
  actions: {
    setLine(id: string): void;
    setRating(stars: number): void;
    setTitle(text: string): void;
    setBody(text: string): void;
    addPhotos(files: readonly File[]): void;
    removePhoto(key: number): void;
    /** the published review, or null when it was not sent or was refused */
    submit(): Promise<Review | null>;
    /** stops the uploads still running (the form went away) */
    dispose(): void;
  };
}

/** The contract's rules (createReviewRequest), checked before sending. */
export function reviewFormErrors(state: Pick<ReviewFormState, 'orderLineId' | 'rating' | 'title' | 'body' | 'photos'>): ReviewFormState['errors'] {
  const errors: ReviewFormState['errors'] = {};
  if (!state.orderLineId) errors.order_line_id = 'is required';
  if (state.rating === null) errors.rating = 'is required';
  else if (!Number.isInteger(state.rating) || state.rating < 1 || state.rating > 5) errors.rating = 'must be 1 to 5 stars';
  const title = state.title.trim();
  if (title === '') errors.title = 'is required';
  else if (title.length > REVIEW_TITLE_MAX) errors.title = `at most ${REVIEW_TITLE_MAX} characters`;
  const body = state.body.trim();
  if (body === '') errors.body = 'is required';
  else if (body.length > REVIEW_BODY_MAX) errors.body = `at most ${REVIEW_BODY_MAX} characters`;
  if (state.photos.some((p) => p.status === 'uploading')) errors.photo_ids = STILL_UPLOADING;
  else if (state.photos.length > REVIEW_PHOTOS_MAX) errors.photo_ids = `at most ${REVIEW_PHOTOS_MAX} photos`;
  return errors;
}

const FIELDS: readonly ReviewField[] = ['order_line_id', 'rating', 'title', 'body', 'photo_ids'];

/** A review being written for one of the shopper's delivered lines (`lineIds`: the ones not reviewed yet). */
export function createReviewFormModel(api: ReviewFormApi, productId: number, lineIds: readonly string[]): ReviewFormModel {
  const store = createStore<ReviewFormState>(() => ({
    // one purchase to review: no choice to make
    orderLineId: lineIds.length === 1 ? lineIds[0]! : null,
    rating: null,
    title: '',
    body: '',
    photos: [],
    errors: {},
    status: 'idle',
    problem: null,
  }));
  const uploads = new Map<number, AbortController>();
  let nextKey = 1;

  const clearError = (field: ReviewField) => {
    const { errors } = store.getState();
    if (!(field in errors)) return;
    const rest = { ...errors };
    delete rest[field];
    store.setState({ errors: rest });
  };
  const updateSlot = (key: number, change: Partial<PhotoSlot>) =>
    store.setState({ photos: store.getState().photos.map((p) => (p.key === key ? { ...p, ...change } : p)) });

  const upload = async (key: number, file: File) => {
    const request = new AbortController();
    uploads.set(key, request);
    try {
      const photo = await api.uploadReviewPhoto(file, (progress) => updateSlot(key, { progress }), request.signal);
      if (!request.signal.aborted) updateSlot(key, { status: 'done', progress: 1, photo });
    } catch (err) {
      if (!request.signal.aborted) updateSlot(key, { status: 'failed', problem: readFailure(err, 'The photo could not be uploaded.').message });
    } finally {
      uploads.delete(key);
      const { photos, errors } = store.getState();
      if (errors.photo_ids === STILL_UPLOADING && !photos.some((p) => p.status === 'uploading')) clearError('photo_ids');
    }
  };

  return {
    store,
    actions: {
      setLine(id) {
        store.setState({ orderLineId: id });
        clearError('order_line_id');
      },
      setRating(stars) {
        store.setState({ rating: stars });
        clearError('rating');
      },
      setTitle(text) {
        store.setState({ title: text });
        clearError('title');
      },
      setBody(text) {
        store.setState({ body: text });
        clearError('body');
      },
      addPhotos(files) {
        const slots: PhotoSlot[] = [];
        const start: [number, File][] = [];
        const room = REVIEW_PHOTOS_MAX - store.getState().photos.length;
        for (const file of files.slice(0, Math.max(room, 0))) {
          const key = nextKey++;
          if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
            slots.push({ key, name: file.name, status: 'failed', progress: 0, photo: null, problem: 'Not a JPEG, PNG or WebP image.' });
            continue;
          }
          slots.push({ key, name: file.name, status: 'uploading', progress: 0, photo: null, problem: null });
          start.push([key, file]);
        }
        const refused = files.length > room;
        store.setState({
          photos: [...store.getState().photos, ...slots],
          errors: refused ? { ...store.getState().errors, photo_ids: `at most ${REVIEW_PHOTOS_MAX} photos` } : store.getState().errors,
        });
        for (const [key, file] of start) void upload(key, file);
      },
      removePhoto(key) {
        uploads.get(key)?.abort();
        uploads.delete(key);
        store.setState({ photos: store.getState().photos.filter((p) => p.key !== key) });
        clearError('photo_ids');
      },
      async submit() {
        const state = store.getState();
        if (state.status === 'submitting') return null;
        // a photo that failed is left out, not a reason to refuse the review
        const errors = reviewFormErrors({ ...state, photos: state.photos.filter((p) => p.status !== 'failed') });
        if (Object.keys(errors).length > 0) {
          store.setState({ errors, problem: null });
          return null;
        }
        store.setState({ status: 'submitting', errors: {}, problem: null });
        try {
          const review = await api.createReview(productId, {
            order_line_id: state.orderLineId!,
            rating: state.rating!,
            title: state.title.trim(),
            body: state.body.trim(),
            photo_ids: state.photos.flatMap((p) => (p.photo ? [p.photo.id] : [])),
          });
          store.setState({ status: 'idle' });
          return review;
        } catch (err) {
          const failure = readFailure(err, 'Your review could not be sent.');
          const fieldErrors: ReviewFormState['errors'] = {};
          for (const [field, messages] of Object.entries(failure.fieldErrors)) {
            const name = FIELDS.find((f) => field === f || field.startsWith(`${f}.`));
            if (name && messages[0] && !fieldErrors[name]) fieldErrors[name] = messages[0];
          }
          store.setState({ status: 'idle', errors: fieldErrors, problem: failure.message });
          return null;
        }
      },
      dispose() {
        for (const request of uploads.values()) request.abort();
        uploads.clear();
      },
    },
  };
}
