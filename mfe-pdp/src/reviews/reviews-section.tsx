import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { ProductDetail, ReviewListResponse } from '@storefront/contracts';
import { REVIEW_SEARCH_MAX } from '@storefront/contracts/limits';
import { REVIEW_POLICY_ANCHOR, signInUrl, withStore } from '@storefront/routing';
import { LoadFailed, Modal, Notice, readNameCookie, SelectField, Spinner, Tooltip, useLocation, useShop, useStoreWords } from '@storefront/ui';
import type { PdpApi } from '../api';
import { ReviewForm, useLineText, WRITE_REVIEW_TITLE } from './review-form';
import { ReviewItem, type MeasureText } from './review-item';
import { isFiltered, PRINT_METHOD_CHOICES, REVIEW_KIND_CHOICES, REVIEW_SORT_CHOICES, reviewQueryFromSearch, type ReviewQuery } from './review-query';
import { KIND_LABELS, PRINT_METHOD_LABELS, reviewCount, SORT_LABELS, starCount, starsText } from './review-words';
import { createReviewsModel, type ReviewsModel } from './reviews.store';
import { Stars } from './stars';
import './reviews.css';

export const REVIEWS_TITLE = 'Customer reviews';
export const VOTE_TITLE = 'Quick check';
export const CHECKING_TEXT = 'Checking you’re a person…';

/** Whether the address is a product's review list (`/{slug}/reviews`): its `color` is then a review filter, not the page's colour pick. */
const isReviewsPath = (pathname: string) => pathname.split('/').includes('reviews');

/** The query the page opens with: the §2 params of its address. */
function queryFromAddress(pathname: string, search: string): ReviewQuery {
  const query = reviewQueryFromSearch(new URLSearchParams(search));
  // on the product page `?color=` is the composition picked (a number), not a garment colour
  return isReviewsPath(pathname) ? query : { ...query, color: null };
}

/**
 * "Customer reviews" below the product details (issue 15): the summary, filters and sort, a page
 * of reviews with helpful votes, and the shopper's own "Write a review". Browser-only data: the
 * server renders the heading and a placeholder of the same height; the list loads after mount.
 */
export function ReviewsSection({ product, api, measure }: { product: Pick<ProductDetail, 'id' | 'store'>; api: PdpApi; measure?: MeasureText }) {
  return <ReviewsPanel key={`${product.store}:${product.id}`} productId={product.id} api={api} measure={measure} />;
}

/**
 * The store's /reviews page: every product's reviews with the same filters and votes, each naming
 * its product (issue 15, §2 "any path containing /reviews loads the review list").
 */
export function StoreReviews({ api }: { api: PdpApi }) {
  return (
    <div className="pdp-store-reviews">
      <ReviewsPanel productId={null} api={api} measure={undefined} />
    </div>
  );
}

function ReviewsPanel({ productId, api, measure }: { productId: number | null; api: PdpApi; measure: MeasureText | undefined }) {
  const { pathname, search } = useLocation();
  const [model] = useState(() => createReviewsModel(api, productId, queryFromAddress(pathname, search)));
  const state = useStore(model.store);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const onReviewsPath = isReviewsPath(pathname);

  useEffect(() => {
    model.actions.start(readNameCookie() !== null);
  }, [model]);
  useEffect(() => {
    // a product's /reviews address lands on its reviews below the product; the store's page starts with them
    if (onReviewsPath && productId !== null) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [onReviewsPath, productId]);
  const Heading = productId === null ? 'h1' : 'h2';

  const { list, query } = state;
  const here = `${pathname}${search}#reviews`;
  const writtenIds = new Set(state.written.map((r) => r.id));
  const reviews = list ? [...state.written, ...list.reviews.filter((r) => !writtenIds.has(r.id))] : [];
  const loading = state.status === 'loading';

  return (
    <section id="reviews" ref={sectionRef} className="pdp-reviews" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId} className={productId === null ? 'pdp-title' : 'pdp-section-title'}>
        {REVIEWS_TITLE}
      </Heading>
      {list ? (
        <Summary list={list} />
      ) : state.status === 'failed' ? null : (
        <div className="pdp-reviews__placeholder">
          <Spinner label="Loading reviews" />
        </div>
      )}
      {state.status === 'failed' ? <LoadFailed className="pdp-reviews__failed" message={state.problem ?? 'The reviews could not be loaded.'} onRetry={model.actions.load} /> : null}
      {state.notice ? <Notice tone="success">{state.notice}</Notice> : null}
      {productId !== null ? <WriteReview model={model} api={api} productId={productId} /> : null}
      {list && list.summary.count > 0 ? <Filters list={list} query={query} model={model} /> : null}
      {list ? (
        <>
          {reviews.length > 0 ? (
            <ol className="pdp-reviews__list">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} signedIn={state.signedIn} here={here} onVote={model.actions.vote} measure={measure} />
                </li>
              ))}
            </ol>
          ) : list.summary.count > 0 ? (
            <p className="pdp-reviews__empty">No reviews match. Try other filters.</p>
          ) : null}
          <Pages
            list={list}
            onPage={(page) => {
              model.actions.change({ page });
              // the new page starts at the top of the section, not at the buttons
              sectionRef.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </>
      ) : null}
      <VoteDialog model={model} here={here} />
    </section>
  );
}

function PolicyNote() {
  const { code } = useShop();
  return (
    <>
      Only shoppers who bought this product can review it, and every review that follows our{' '}
      {/* a document load, so the browser lands on the section (a client navigation would not scroll to it) */}
      <a href={withStore(`/help#${REVIEW_POLICY_ANCHOR}`, code)} className="pdp-reviews__policy-link">
        review policy
      </a>{' '}
      is published, whatever its rating.
    </>
  );
}

function Summary({ list }: { list: ReviewListResponse }) {
  const { code } = useShop();
  const { summary } = list;
  const all = Math.max(1, summary.count);
  return (
    <div className="pdp-reviews__summary">
      <div className="pdp-reviews__overall">
        {summary.average !== null && summary.count > 0 ? (
          <>
            <Stars rating={summary.average} label={starsText(summary.average, true)} className="pdp-stars--large" />
            <span className="pdp-reviews__average" aria-hidden="true">
              {summary.average.toFixed(1)}
            </span>
            <span className="pdp-reviews__count">{reviewCount(summary.count, code)}</span>
          </>
        ) : (
          <span className="pdp-reviews__count">No reviews yet</span>
        )}
        <Tooltip label="About customer reviews" content={<PolicyNote />} width={280}>
          <span className="pdp-reviews__info" aria-hidden="true">
            i
          </span>
        </Tooltip>
      </div>
      {summary.count > 0 ? (
        <ul className="pdp-reviews__bars" aria-label="Reviews by rating">
          {summary.distribution.map((row) => (
            <li key={row.stars} className="pdp-reviews__bar-row">
              <span className="pdp-reviews__bar-label">{starCount(row.stars)}</span>
              <span className="pdp-reviews__bar" aria-hidden="true">
                <span className="pdp-reviews__bar-fill" style={{ width: `${Math.round((row.count / all) * 100)}%` }} />
              </span>
              <span className="pdp-reviews__bar-count">
                {row.count}
                <span className="sf-visually-hidden">{row.count === 1 ? ' review' : ' reviews'}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Filters({ list, query, model }: { list: ReviewListResponse; query: ReviewQuery; model: ReviewsModel }) {
  const { code } = useShop();
  const { colour, Colour } = useStoreWords();
  const { change } = model.actions;
  const searchId = useId();
  const [draft, setDraft] = useState(query.search);
  // a search cleared or changed elsewhere shows in the box
  useEffect(() => setDraft(query.search), [query.search]);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    change({ search: draft });
  };
  // a value from the address the facets do not list still shows as chosen
  const withCurrent = (values: readonly string[], current: string | null) => (current && !values.includes(current) ? [...values, current] : values);
  const methods = withCurrent(list.facets.print_methods, query.customizations.length === 1 ? query.customizations[0]! : null);
  const several = query.customizations.length > 1;
  return (
    <div className="pdp-reviews__filters">
      <form role="search" aria-label="Search reviews" className="pdp-reviews__search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="sf-visually-hidden">
          Search reviews
        </label>
        <input
          id={searchId}
          type="search"
          className="sf-input"
          placeholder="Search reviews"
          maxLength={REVIEW_SEARCH_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="sf-button">
          Search
        </button>
      </form>
      <div className="pdp-reviews__selects">
        <SelectField label="Sort by" value={query.sort} onValue={(v) => change({ sort: REVIEW_SORT_CHOICES.find((s) => s === v) ?? 'newest' })}>
          {REVIEW_SORT_CHOICES.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Show" value={query.kind ?? ''} onValue={(v) => change({ kind: REVIEW_KIND_CHOICES.find((k) => k === v) ?? null })}>
          <option value="">All reviews</option>
          {REVIEW_KIND_CHOICES.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        {list.facets.colors.length > 0 || query.color ? (
          <SelectField label={Colour} value={query.color ?? ''} onValue={(v) => change({ color: v || null })}>
            <option value="">{`All ${colour}s`}</option>
            {withCurrent(list.facets.colors, query.color).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        ) : null}
        {list.facets.sizes.length > 0 || query.size ? (
          <SelectField label="Size" value={query.size ?? ''} onValue={(v) => change({ size: v || null })}>
            <option value="">All sizes</option>
            {withCurrent(list.facets.sizes, query.size).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        ) : null}
        {methods.length > 0 || several ? (
          <SelectField
            label="Print method"
            value={several ? 'several' : (query.customizations[0] ?? '')}
            onValue={(v) => {
              if (v === 'several') return;
              const method = PRINT_METHOD_CHOICES.find((m) => m === v);
              change({ customizations: method ? [method] : [] });
            }}
          >
            <option value="">All print methods</option>
            {several ? <option value="several">{query.customizations.map((m) => PRINT_METHOD_LABELS[m]).join(', ')}</option> : null}
            {methods.map((m) => (
              <option key={m} value={m}>
                {PRINT_METHOD_LABELS[m as keyof typeof PRINT_METHOD_LABELS] ?? m}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {isFiltered(query) ? (
        <div className="pdp-reviews__matching">
          <p role="status">{`${reviewCount(list.total, code)} ${list.total === 1 ? 'matches' : 'match'}`}</p>
          <button
            type="button"
            className="sf-button sf-button--small sf-button--link"
            onClick={() => change({ kind: null, search: '', color: null, size: null, customizations: [] })}
          >
            Clear filters
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Pages({ list, onPage }: { list: ReviewListResponse; onPage(page: number): void }) {
  if (list.pages <= 1) return null;
  return (
    <nav className="pdp-reviews__pages" aria-label="Review pages">
      <button type="button" className="sf-button sf-button--small" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
        Previous
      </button>
      <span className="pdp-reviews__page">{`Page ${list.page} of ${list.pages}`}</span>
      <button type="button" className="sf-button sf-button--small" disabled={list.page >= list.pages} onClick={() => onPage(list.page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** "Write a review" for a signed-in buyer with a delivered line not reviewed yet; "You reviewed this purchase" for the others. Nothing for a guest. */
function WriteReview({ model, api, productId }: { model: ReviewsModel; api: PdpApi; productId: number }) {
  const mine = useStore(model.store, (s) => s.mine);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const lineText = useLineText();
  if (!mine?.signed_in || mine.lines.length === 0) return null;
  const toReview = mine.lines.filter((l) => l.review_id === null);
  const reviewed = mine.lines.filter((l) => l.review_id !== null);
  return (
    <div className="pdp-reviews__write">
      {reviewed.length > 0 ? (
        <ul className="pdp-reviews__reviewed">
          {reviewed.map((line) => (
            <li key={line.order_line_id}>
              <span className="pdp-reviews__reviewed-mark">You reviewed this purchase</span>
              {mine.lines.length > 1 ? <span className="pdp-reviews__reviewed-line">{` (${lineText(line)})`}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {toReview.length > 0 ? (
        <>
          <button type="button" className="sf-button" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen((o) => !o)}>
            {WRITE_REVIEW_TITLE}
          </button>
          {open ? (
            <ReviewForm
              id={formId}
              api={api}
              productId={productId}
              lines={toReview}
              onCancel={() => setOpen(false)}
              onWritten={(review, lineId) => {
                setOpen(false);
                model.actions.written(review, lineId);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The "Quick check" of a helpful vote: the proof of work is solved in the browser, then the vote is sent. */
function VoteDialog({ model, here }: { model: ReviewsModel; here: string }) {
  const vote = useStore(model.store, (s) => s.vote);
  const { code } = useShop();
  if (!vote) return null;
  return (
    <Modal open title={VOTE_TITLE} onClose={model.actions.closeVote} className="pdp-reviews__vote-dialog">
      {vote.phase === 'checking' ? (
        <Spinner label={CHECKING_TEXT} visibleLabel />
      ) : (
        <div className="pdp-reviews__vote-failed">
          <p role="alert">{vote.problem}</p>
          {vote.signIn ? (
            <p>
              <a href={signInUrl(code, here)}>Sign in</a> to mark reviews helpful.
            </p>
          ) : null}
          <button type="button" className="sf-button" onClick={() => model.actions.vote(vote.reviewId)}>
            Try again
          </button>
        </div>
      )}
    </Modal>
  );
}
