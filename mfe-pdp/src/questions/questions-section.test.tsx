import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommentListResponse, ProductComment } from '@storefront/contracts';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { blankTee } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';
import { apiRefusal, fixtureReviews, type ReviewAnswers } from '../fixtures/reviews';
import { ANSWER_SENT, QUESTION_SENT } from './questions.store';

const comment = (n: number, over: Partial<ProductComment> = {}): ProductComment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  body: `Comment ${n}`,
  author: 'Sam O.',
  badge: 'shopper',
  created_at: '2026-11-10T12:00:00.000Z',
  helpful: 0,
  voted: false,
  ...over,
});
const listOf = (viewer: CommentListResponse['viewer'], questions: CommentListResponse['questions'] = []): CommentListResponse => ({ questions, page: 1, pages: 1, total: questions.length, viewer });

function renderQuestions(answers: Partial<ReviewAnswers>) {
  const reviews = fixtureReviews(answers);
  renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog: fixtureCatalog({}, undefined, undefined, reviews) });
  return reviews;
}
const section = () => screen.getByRole('region', { name: 'Questions & answers' });
const posts = (reviews: ReturnType<typeof fixtureReviews>) => reviews.calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));

describe('questions and answers', () => {
  it('a guest reads the answers with who wrote them, and is asked to sign in to ask; text is shown as text', async () => {
    renderQuestions({
      questions: () =>
        listOf({ signed_in: false, can_answer: false }, [
          { ...comment(1, { body: 'Does it <b>shrink</b>?' }), answers: [comment(2, { badge: 'staff', body: 'Under 3%.', author: 'Store T.' }), comment(3, { badge: 'buyer', helpful: 2 })] },
        ]),
    });
    const question = await within(section()).findByRole('article', { name: 'Does it <b>shrink</b>?' });
    expect(question.querySelector('b')).toBeNull();
    const answers = within(question).getByRole('list', { name: 'Answers (2)' });
    expect(within(answers).getByText('Store team')).toBeInTheDocument();
    expect(within(answers).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(answers).getByText('2 found this helpful')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: /Helpful/ })).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(within(section()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/sign-in?return_to=%2Fheavy-cotton-tee.html%23questions');
  });

  it('a signed-in shopper asks: too short is explained, then the question is sent and the list reloads', async () => {
    const user = userEvent.setup();
    let asked = false;
    const reviews = renderQuestions({
      questions: () => listOf({ signed_in: true, can_answer: false }, asked ? [{ ...comment(9, { body: 'Is the neck tagless?' }), answers: [] }] : []),
      comment: (_id, body) => {
        asked = true;
        return comment(9, { body: body.body });
      },
    });
    const form = await within(section()).findByRole('form', { name: 'Ask a question' });
    expect(within(section()).getByText('No questions yet. Ask the first one.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your question'), 'Hi');
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    expect(within(form).getByText(/needs a little more/)).toBeInTheDocument();
    expect(posts(reviews)).toEqual([]);

    await user.type(within(form).getByLabelText('Your question'), ' — is the neck tagless?');
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    expect(await within(section()).findByText(QUESTION_SENT)).toBeInTheDocument();
    expect(posts(reviews)).toEqual([{ path: `/api/products/${blankTee.id}/comments`, body: { body: 'Hi — is the neck tagless?' } }]);
    expect(await within(section()).findByRole('article', { name: 'Is the neck tagless?' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Your question')).toHaveValue('');
  });

  it('a buyer answers a question; the server’s refusal is shown; helpful votes count once', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const reviews = renderQuestions({
      questions: () => listOf({ signed_in: true, can_answer: true }, [{ ...comment(1, { body: 'True to size?' }), answers: [] }]),
      comment: (_id, body) => {
        if (refuse) {
          refuse = false;
          throw apiRefusal(403, { code: 'not_a_buyer', message: 'Only our staff and shoppers who received this product can answer its questions.' });
        }
        return comment(5, { body: body.body, badge: 'buyer' });
      },
      commentVote: () => ({ helpful: 4, voted: true }),
    });
    const question = await within(section()).findByRole('article', { name: 'True to size?' });
    await user.click(within(question).getByRole('button', { name: 'Answer' }));
    const form = within(question).getByRole('form', { name: 'Answer this question' });
    await user.type(within(form).getByLabelText('Your answer'), 'Yes, I wear my usual L.');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only our staff and shoppers who received this product can answer its questions.');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));
    expect(await within(section()).findByText(ANSWER_SENT)).toBeInTheDocument();
    expect(posts(reviews).at(-1)).toEqual({ path: `/api/products/${blankTee.id}/comments`, body: { body: 'Yes, I wear my usual L.', parent_id: comment(1).id } });
    await waitFor(() => expect(within(question).queryByRole('form', { name: 'Answer this question' })).toBeNull());

    const helpful = within(question).getByRole('button', { name: 'Helpful (0)' });
    await user.click(helpful);
    const pressed = await within(question).findByRole('button', { name: 'Helpful (4)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toBeDisabled();
    expect(posts(reviews).at(-1)).toEqual({ path: '/api/products/comments/votes', body: { comment_id: comment(1).id } });
  });
});
