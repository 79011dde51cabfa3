import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { ProductComment, ProductQuestion } from '@storefront/contracts';
import { COMMENT_BODY_MAX } from '@storefront/contracts/limits';
import { signInUrl } from '@storefront/routing';
import { formatNumber } from '@storefront/store-config';
import { FieldFrame, LoadFailed, Notice, Spinner, useLocation, useShop } from '@storefront/ui';
import type { PdpApi } from '../api';
import { reviewDate } from '../reviews/review-words';
import { createQuestionsModel, type QuestionsModel } from './questions.store';
import './questions.css';

export const QUESTIONS_TITLE = 'Questions & answers';
const BADGE_LABELS = { staff: 'Store team', buyer: 'Verified buyer', shopper: null } as const;

/**
 * "Questions & answers" below the reviews (issue 15, §7 comments): shoppers ask, our staff and
 * buyers who received the product answer; each can be found helpful once. Loads after mount.
 */
export function QuestionsSection({ productId, api }: { productId: number; api: PdpApi }) {
  const [model] = useState(() => createQuestionsModel(api, productId));
  const state = useStore(model.store);
  const headingId = useId();
  const { pathname, search } = useLocation();
  const { code } = useShop();
  useEffect(() => {
    void model.actions.load(1);
  }, [model]);
  const { list } = state;

  return (
    <section id="questions" className="pdp-questions" aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <h2 id={headingId} className="pdp-section-title">
        {QUESTIONS_TITLE}
      </h2>
      {state.notice ? <Notice tone="success">{state.notice}</Notice> : null}
      {state.status === 'failed' ? <LoadFailed message={state.problem ?? 'The questions could not be loaded.'} onRetry={() => void model.actions.load()} /> : null}
      {list === null ? (
        state.status === 'loading' ? (
          <div className="pdp-questions__placeholder">
            <Spinner label="Loading questions" />
          </div>
        ) : null
      ) : (
        <>
          {list.viewer.signed_in ? (
            <CommentForm model={model} about="ask" name="Ask a question" label="Your question" submit="Ask" onSend={(body) => model.actions.ask(body)} />
          ) : (
            <p className="pdp-questions__sign-in">
              <a href={signInUrl(code, `${pathname}${search}#questions`)}>Sign in</a> to ask a question.
            </p>
          )}
          {list.questions.length === 0 ? (
            <p className="pdp-questions__empty">No questions yet. Ask the first one.</p>
          ) : (
            <ol className="pdp-questions__list">
              {list.questions.map((q) => (
                <li key={q.id}>
                  <Question question={q} model={model} canAnswer={list.viewer.can_answer} signedIn={list.viewer.signed_in} />
                </li>
              ))}
            </ol>
          )}
          {list.pages > 1 ? (
            <nav className="pdp-questions__pages" aria-label="Question pages">
              <button type="button" className="sf-button sf-button--small" disabled={list.page <= 1} onClick={() => void model.actions.load(list.page - 1)}>
                Previous
              </button>
              <span>
                Page {formatNumber(list.page, code)} of {formatNumber(list.pages, code)}
              </span>
              <button type="button" className="sf-button sf-button--small" disabled={list.page >= list.pages} onClick={() => void model.actions.load(list.page + 1)}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function Question({ question, model, canAnswer, signedIn }: { question: ProductQuestion; model: QuestionsModel; canAnswer: boolean; signedIn: boolean }) {
  const [answering, setAnswering] = useState(false);
  const titleId = useId();
  return (
    <article className="pdp-question" aria-labelledby={titleId}>
      <p id={titleId} className="pdp-question__text">
        <span className="pdp-question__q" aria-hidden="true">
          Q
        </span>
        {question.body}
      </p>
      <Byline comment={question} model={model} signedIn={signedIn} describedBy={titleId} />
      {question.answers.length > 0 ? (
        <ul className="pdp-question__answers" aria-label={`Answers (${question.answers.length})`}>
          {question.answers.map((a) => (
            <li key={a.id} className="pdp-answer">
              <p className="pdp-answer__text">{a.body}</p>
              <Byline comment={a} model={model} signedIn={signedIn} describedBy={titleId} />
            </li>
          ))}
        </ul>
      ) : null}
      {canAnswer ? (
        answering ? (
          <CommentForm
            model={model}
            about={question.id}
            name="Answer this question"
            label="Your answer"
            submit="Post answer"
            onSend={async (body) => {
              const sent = await model.actions.answer(question.id, body);
              if (sent) setAnswering(false);
              return sent;
            }}
            onCancel={() => setAnswering(false)}
          />
        ) : (
          <button type="button" className="sf-button sf-button--small pdp-question__answer" aria-describedby={titleId} onClick={() => setAnswering(true)}>
            Answer
          </button>
        )
      ) : null}
    </article>
  );
}

function Byline({ comment, model, signedIn, describedBy }: { comment: ProductComment; model: QuestionsModel; signedIn: boolean; describedBy: string }) {
  const { code } = useShop();
  const refused = useStore(model.store, (s) => (s.refused?.about === comment.id ? s.refused.message : null));
  const badge = BADGE_LABELS[comment.badge];
  return (
    <p className="pdp-comment__byline">
      <span>{comment.author}</span>
      {badge ? <span className={`pdp-comment__badge pdp-comment__badge--${comment.badge}`}>{badge}</span> : null}
      <span aria-hidden="true">·</span>
      <time dateTime={comment.created_at}>{reviewDate(comment.created_at, code)}</time>
      {signedIn ? (
        <button
          type="button"
          className="sf-button sf-button--small pdp-comment__helpful"
          aria-pressed={comment.voted}
          aria-describedby={describedBy}
          disabled={comment.voted}
          onClick={() => void model.actions.vote(comment.id)}
        >
          Helpful ({formatNumber(comment.helpful, code)})
        </button>
      ) : (
        <span className="pdp-comment__helpful-count">{comment.helpful > 0 ? `${formatNumber(comment.helpful, code)} found this helpful` : null}</span>
      )}
      {refused ? (
        <span role="alert" className="pdp-comment__refused">
          {refused}
        </span>
      ) : null}
    </p>
  );
}

function CommentForm({
  model,
  about,
  name,
  label,
  submit,
  onSend,
  onCancel,
}: {
  model: QuestionsModel;
  about: string;
  /** the form's own name (its field has `label`) */
  name: string;
  label: string;
  submit: string;
  onSend(body: string): Promise<boolean>;
  onCancel?(): void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const refused = useStore(model.store, (s) => (s.refused?.about === about ? s.refused.message : null));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (text.length < 3) return setError('needs a little more: 3 characters or more.');
    setError(null);
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setBody('');
  };
  return (
    <form className="pdp-comment-form" aria-label={name} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FieldFrame label={label} error={error ?? undefined}>
        {(control) => <textarea {...control} className="sf-input pdp-comment-form__text" rows={3} maxLength={COMMENT_BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />}
      </FieldFrame>
      {refused ? (
        <p role="alert" className="sf-field__error">
          {refused}
        </p>
      ) : null}
      <div className="pdp-comment-form__actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={sending}>
          {sending ? 'Sending…' : submit}
        </button>
        {onCancel ? (
          <button type="button" className="sf-button sf-button--link" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
