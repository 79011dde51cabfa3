import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Review } from '@storefront/contracts';
import { productUrl, signInUrl } from '@storefront/routing';
import { formatNumber, UI } from '@storefront/store-config';
import { AppLink, Modal, useShop, useStoreWords } from '@storefront/ui';
import { factChips, reviewDate } from './review-words';
import { Stars } from './stars';

/** How tall a review's text is, in px; the DOM's scrollHeight unless a test says otherwise. */
export type MeasureText = (el: HTMLElement) => number;
const scrollHeightOf: MeasureText = (el) => el.scrollHeight;

export interface ReviewItemProps {
  review: Review;
  /** null until known after mount */
  signedIn: boolean | null;
  /** where a guest comes back to after signing in */
  here: string;
  onVote(reviewId: string): void;
  measure?: MeasureText;
}

/** One review: stars, title, author and day, "Verified purchase", what was bought, photos, the text, and "Helpful". */
export function ReviewItem({ review, signedIn, here, onVote, measure = scrollHeightOf }: ReviewItemProps) {
  const { code } = useShop();
  const words = useStoreWords();
  const titleId = useId();
  const chips = factChips(review.facts, words);
  return (
    <article className="pdp-review" aria-labelledby={titleId}>
      <div className="pdp-review__head">
        <Stars rating={review.rating} />
        <h3 id={titleId} className="pdp-review__title">
          {review.title}
        </h3>
      </div>
      {review.product ? (
        <p className="pdp-review__product">
          <AppLink href={productUrl(review.product.slug, code)}>{review.product.title}</AppLink>
        </p>
      ) : null}
      <p className="pdp-review__byline">
        <span className="pdp-review__author">{review.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.created_at}>{reviewDate(review.created_at, code)}</time>
        {review.verified ? <span className="pdp-review__verified">Verified purchase</span> : null}
      </p>
      {chips.length > 0 ? (
        <ul className="pdp-review__facts" aria-label="What they bought">
          {chips.map((chip) => (
            <li key={chip} className="pdp-review__fact">
              {chip}
            </li>
          ))}
        </ul>
      ) : null}
      <ReviewText text={review.body} measure={measure} />
      {review.photos.length > 0 ? <ReviewPhotos review={review} /> : null}
      <HelpfulVote review={review} titleId={titleId} signedIn={signedIn} signIn={signInUrl(code, here)} onVote={onVote} />
    </article>
  );
}

/**
 * The review's text, as text (never HTML), line breaks kept. Taller than UI.readMoreThresholdPx it is
 * collapsed to that height behind "Read more"; measured after layout and again when its box resizes.
 */
function ReviewText({ text, measure }: { text: string; measure: MeasureText }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [long, setLong] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setLong(measure(el) > UI.readMoreThresholdPx);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, measure]);
  const collapsed = long && !expanded;
  return (
    <>
      <p ref={ref} id={id} className={collapsed ? 'pdp-review__text pdp-review__text--collapsed' : 'pdp-review__text'}>
        {text}
      </p>
      {long ? (
        <button type="button" className="sf-button sf-button--link pdp-review__more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </>
  );
}

/** Thumbnails; each opens larger in a dialog. */
function ReviewPhotos({ review }: { review: Review }) {
  const [shown, setShown] = useState<number | null>(null);
  const alt = (i: number) => `Photo ${i + 1} of review by ${review.author}`;
  const photo = shown === null ? undefined : review.photos[shown];
  return (
    <>
      <ul className="pdp-review__photos" aria-label="Photos">
        {review.photos.map((p, i) => (
          <li key={p.id}>
            <button type="button" className="pdp-review__thumb" onClick={() => setShown(i)}>
              <img src={p.url} alt={alt(i)} width={p.width} height={p.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {photo && shown !== null ? (
        <Modal open title={alt(shown)} onClose={() => setShown(null)} className="pdp-review__photo-dialog">
          <img className="pdp-review__photo-large" src={photo.url} alt={alt(shown)} width={photo.width} height={photo.height} />
        </Modal>
      ) : null}
    </>
  );
}

/**
 * "Helpful (N)": pressed (and spent) once the shopper voted. A guest is offered the sign-in; a
 * signed-in shopper's press opens the section's "Quick check".
 */
function HelpfulVote({ review, titleId, signedIn, signIn, onVote }: { review: Review; titleId: string; signedIn: boolean | null; signIn: string; onVote(id: string): void }) {
  const { code } = useShop();
  const [askSignIn, setAskSignIn] = useState(false);
  const press = () => {
    if (review.voted || signedIn === null) return;
    if (signedIn) onVote(review.id);
    else setAskSignIn(true);
  };
  return (
    <div className="pdp-review__vote">
      <button
        type="button"
        className="sf-button sf-button--small pdp-review__helpful"
        aria-pressed={review.voted}
        aria-describedby={titleId}
        disabled={review.voted}
        onClick={press}
      >
        Helpful ({formatNumber(review.helpful, code)})
      </button>
      <span role="status" className="pdp-review__vote-note">
        {askSignIn && !signedIn ? (
          <>
            <a href={signIn}>Sign in</a> to mark reviews helpful.
          </>
        ) : null}
      </span>
    </div>
  );
}
