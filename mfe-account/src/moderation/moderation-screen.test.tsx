import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationItem } from '@storefront/contracts';
import { fixtureHttp, httpError, type Call } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';

function item(over: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: '7e0b7f4c-1d2e-4f3a-9b8c-6d5e4f3a2b1c',
    kind: 'review',
    product: { id: 7, title: 'Heavy Cotton Tee', url: '/gildan-heavy-cotton-tee.html' },
    author: 'Ana L.',
    rating: 2,
    title: 'Shrank',
    body: 'Call me at 555-0100 <b>now</b>',
    helpful: 3,
    status: 'published',
    hidden_reason: null,
    created_at: '2026-11-27T10:00:00.000Z',
    ...over,
  };
}

const QUEUE = 'GET /api/staff/moderation';

describe('moderation (staff)', () => {
  it('lists reviews with their product, hides one with a reason, and says so', async () => {
    const user = userEvent.setup();
    const fx = fixtureHttp({
      [QUEUE]: { items: [item(), item({ id: 'a1b2c3d4-0000-4000-8000-000000000002', author: 'Sam O.', title: 'Great', body: 'Love it' })], page: 1, per_page: 20, total: 2 },
      [`POST /api/staff/reviews/${item().id}/moderation`]: { id: item().id, status: 'hidden', hidden_reason: 'Personal information' },
    });
    renderAccount({ url: '/account/moderation', http: fx.http });
    const card = within(await screen.findByRole('article', { name: 'Review by Ana L. on Heavy Cotton Tee' }));
    expect(card.getByRole('link', { name: 'Heavy Cotton Tee' })).toHaveAttribute('href', '/gildan-heavy-cotton-tee.html');
    // the shopper's words are text, never markup
    expect(card.getByText('Call me at 555-0100 <b>now</b>')).toBeInTheDocument();
    expect(screen.getByText('2 shown reviews, newest first.')).toBeInTheDocument();
    expect(fx.callsTo(QUEUE)[0]!.query).toMatchObject({ kind: 'reviews', status: 'published', page: '1' });

    await user.type(card.getByRole('textbox', { name: /Reason for hiding/ }), 'Personal information');
    await user.click(card.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review by Ana L. on Heavy Cotton Tee hidden.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Review by Ana L. on Heavy Cotton Tee' })).toBeNull();
    expect(fx.callsTo(`POST /api/staff/reviews/${item().id}/moderation`)[0]!.body).toEqual({ action: 'hide', reason: 'Personal information' });
  });

  it('a too-short reason is the service’s field error, on the field', async () => {
    const user = userEvent.setup();
    const fx = fixtureHttp({
      [QUEUE]: { items: [item()], page: 1, per_page: 20, total: 1 },
      [`POST /api/staff/reviews/${item().id}/moderation`]: httpError(400, { code: 'validation_failed', message: 'Please correct the fields.', fieldErrors: { reason: ['say why, in 3 characters or more'] } }),
    });
    renderAccount({ url: '/account/moderation', http: fx.http });
    const card = within(await screen.findByRole('article', { name: /Review by Ana L\./ }));
    await user.click(card.getByRole('button', { name: 'Hide' }));
    expect(await card.findByText('Reason for hiding say why, in 3 characters or more')).toBeInTheDocument();
  });

  it('hidden questions and answers, shown again; the list follows the address; "Show more" appends the next page', async () => {
    const user = userEvent.setup();
    const answer = item({ kind: 'answer', rating: null, title: null, status: 'hidden', hidden_reason: 'Spam', body: 'Buy cheap here' });
    const question = item({ id: 'a1b2c3d4-0000-4000-8000-000000000003', kind: 'question', rating: null, title: null, status: 'hidden', hidden_reason: 'Off topic', body: 'Anyone?' });
    const fx = fixtureHttp({
      [QUEUE]: (call: Call) => (call.query.page === '1' ? { items: [answer], page: 1, per_page: 1, total: 2 } : { items: [question], page: 2, per_page: 1, total: 2 }),
      [`POST /api/staff/comments/${answer.id}/moderation`]: { id: answer.id, status: 'published', hidden_reason: null },
    });
    renderAccount({ url: '/account/moderation?kind=comments&status=hidden', http: fx.http });
    const card = within(await screen.findByRole('article', { name: 'Answer by Ana L. on Heavy Cotton Tee' }));
    expect(card.getByText('Hidden: Spam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Questions & answers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/account/moderation?kind=reviews&status=hidden');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Question by Ana L. on Heavy Cotton Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('Answer by Ana L. on Heavy Cotton Tee shown again.')).toBeInTheDocument();
  });

  it('a shopper without the staff role is told so', async () => {
    const fx = fixtureHttp({ [QUEUE]: httpError(403, { code: 'forbidden', message: 'This needs the staff role, which your account does not have.' }) });
    renderAccount({ url: '/account/moderation', http: fx.http });
    expect(await screen.findByText('This needs the staff role, which your account does not have.')).toBeInTheDocument();
  });
});
