import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { Review, ReviewableLinesResponse } from '@storefront/contracts';
import { REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '@storefront/contracts/limits';
import { TextField, useStoreWords } from '@storefront/ui';
import { createReviewFormModel, PHOTO_TYPES, type PhotoSlot, type ReviewFormApi, type ReviewFormModel } from './review-form.store';
import { factChips, starCount } from './review-words';

type Line = ReviewableLinesResponse['lines'][number];

export const WRITE_REVIEW_TITLE = 'Write a review';

/** "Order R123 · Colour: Black · Size: L · DTF transfer": which purchase a line is. */
export function useLineText() {
  const words = useStoreWords();
  return (line: Line) => [`Order ${line.order_number}`, ...factChips(line.facts, words)].join(' · ');
}

/**
 * The review form for the shopper's delivered lines not reviewed yet: which purchase (when more
 * than one), 1–5 stars, title, text, up to REVIEW_PHOTOS_MAX photos (each uploaded when chosen).
 */
export function ReviewForm({
  id,
  api,
  productId,
  lines,
  onWritten,
  onCancel,
}: {
  id: string;
  api: ReviewFormApi;
  productId: number;
  lines: readonly Line[];
  onWritten(review: Review, orderLineId: string): void;
  onCancel(): void;
}) {
  const [model] = useState(() =>
    createReviewFormModel(
      api,
      productId,
      lines.map((l) => l.order_line_id),
    ),
  );
  useEffect(() => () => model.actions.dispose(), [model]);
  const state = useStore(model.store);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // after a refused submit, the first field to fix takes the focus
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const lineId = model.store.getState().orderLineId;
    const review = await model.actions.submit();
    if (review && lineId) onWritten(review, lineId);
    else setAttempt((n) => n + 1);
  };
  const submitting = state.status === 'submitting';

  return (
    <form id={id} ref={formRef} className="pdp-review-form" aria-labelledby={titleId} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3 id={titleId} className="pdp-review-form__title">
        {WRITE_REVIEW_TITLE}
      </h3>
      <PurchaseChoice lines={lines} model={model} />
      <StarChoice model={model} />
      <TextField
        label="Title"
        value={state.title}
        onValue={model.actions.setTitle}
        error={state.errors.title}
        hint={`${state.title.length}/${REVIEW_TITLE_MAX} characters`}
        autoComplete="off"
      />
      <TextArea label="Review" value={state.body} onValue={model.actions.setBody} error={state.errors.body} max={REVIEW_BODY_MAX} />
      <PhotoChoice model={model} />
      {state.problem ? (
        <p role="alert" className="pdp-review-form__problem">
          {state.problem}
        </p>
      ) : null}
      <div className="pdp-review-form__actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Sending…' : 'Submit review'}
        </button>
        <button type="button" className="sf-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function FieldError({ id, label, error }: { id: string; label: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="sf-field__error">
      {label} {error}
    </p>
  ) : null;
}

function PurchaseChoice({ lines, model }: { lines: readonly Line[]; model: ReviewFormModel }) {
  const lineText = useLineText();
  const chosen = useStore(model.store, (s) => s.orderLineId);
  const error = useStore(model.store, (s) => s.errors.order_line_id);
  const name = useId();
  if (lines.length === 1) return <p className="pdp-review-form__purchase">{`Your purchase: ${lineText(lines[0]!)}`}</p>;
  return (
    <fieldset className="pdp-review-form__group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>Which purchase?</legend>
      {lines.map((line) => (
        <label key={line.order_line_id} className="pdp-review-form__line">
          <input
            type="radio"
            name={name}
            value={line.order_line_id}
            checked={chosen === line.order_line_id}
            aria-invalid={error ? true : undefined}
            onChange={() => model.actions.setLine(line.order_line_id)}
          />
          <span>{lineText(line)}</span>
        </label>
      ))}
      <FieldError id={`${name}-error`} label="Purchase" error={error} />
    </fieldset>
  );
}

/** 1–5 stars as native radios: arrow keys move between them; each is named "1 star" … "5 stars". */
function StarChoice({ model }: { model: ReviewFormModel }) {
  const rating = useStore(model.store, (s) => s.rating);
  const error = useStore(model.store, (s) => s.errors.rating);
  const name = useId();
  return (
    <fieldset className="pdp-review-form__group pdp-review-form__stars" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>Rating</legend>
      <div className="pdp-review-form__star-row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={rating !== null && n <= rating ? 'pdp-review-form__star pdp-review-form__star--on' : 'pdp-review-form__star'}>
            <input
              type="radio"
              className="sf-visually-hidden"
              name={name}
              value={n}
              checked={rating === n}
              aria-invalid={error ? true : undefined}
              onChange={() => model.actions.setRating(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="sf-visually-hidden">{starCount(n)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} label="Rating" error={error} />
    </fieldset>
  );
}

function TextArea({ label, value, onValue, error, max }: { label: string; value: string; onValue(v: string): void; error: string | undefined; max: number }) {
  const id = useId();
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="sf-input pdp-review-form__text"
        rows={6}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => onValue(e.target.value)}
      />
      <p id={`${id}-hint`} className="sf-field__hint">{`${value.length}/${max} characters`}</p>
      <FieldError id={`${id}-error`} label={label} error={error} />
    </div>
  );
}

function PhotoChoice({ model }: { model: ReviewFormModel }) {
  const photos = useStore(model.store, (s) => s.photos);
  const error = useStore(model.store, (s) => s.errors.photo_ids);
  const id = useId();
  const full = photos.length >= REVIEW_PHOTOS_MAX;
  return (
    <fieldset className="pdp-review-form__group" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>Photos (optional)</legend>
      <p id={`${id}-hint`} className="sf-field__hint">{`Up to ${REVIEW_PHOTOS_MAX} photos: JPEG, PNG or WebP.`}</p>
      {photos.length > 0 ? (
        <ul className="pdp-review-form__photos">
          {photos.map((slot, i) => (
            <PhotoItem key={slot.key} slot={slot} n={i + 1} onRemove={() => model.actions.removePhoto(slot.key)} />
          ))}
        </ul>
      ) : null}
      <label className={full ? 'sf-button sf-button--small pdp-review-form__add pdp-review-form__add--full' : 'sf-button sf-button--small pdp-review-form__add'}>
        Add photos
        <input
          id={id}
          type="file"
          className="sf-visually-hidden"
          accept={PHOTO_TYPES.join(',')}
          multiple
          disabled={full}
          onChange={(e) => {
            model.actions.addPhotos(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
      </label>
      <FieldError id={`${id}-error`} label="Photos" error={error} />
    </fieldset>
  );
}

function PhotoItem({ slot, n, onRemove }: { slot: PhotoSlot; n: number; onRemove(): void }) {
  return (
    <li className="pdp-review-form__photo">
      {slot.status === 'done' && slot.photo ? (
        <img src={slot.photo.url} alt={`Your photo ${n}`} width={slot.photo.width} height={slot.photo.height} className="pdp-review-form__thumb" />
      ) : slot.status === 'uploading' ? (
        <span className="pdp-review-form__uploading">
          <progress max={1} value={slot.progress} aria-label={`Uploading ${slot.name}`} />
          <span aria-hidden="true">{`${Math.round(slot.progress * 100)}%`}</span>
        </span>
      ) : (
        <span role="alert" className="pdp-review-form__photo-problem">{`${slot.name}: ${slot.problem ?? 'The photo could not be uploaded.'}`}</span>
      )}
      <button type="button" className="sf-button sf-button--small sf-button--link" onClick={onRemove}>
        {`Remove photo ${n}`}
      </button>
    </li>
  );
}
