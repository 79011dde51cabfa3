import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentPageSource } from '@storefront/contracts';
import { fixtureHttp, httpError, type Call } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';

const SOURCE: ContentPageSource = {
  store: 'ca',
  path: 'faq/shipping',
  title: 'Shipping questions',
  summary: 'When orders ship.',
  body: 'Free from {{free_shipping_from}}.',
  html: '<div><p>Free from CAD 99.00.</p></div>',
  updated_at: '2026-11-20T10:00:00.000Z',
  placeholders: ['free_shipping_from'],
};
const URL_OF = 'GET /api/staff/content/ca/faq/shipping';

describe('help and content pages (staff)', () => {
  it('lists each store’s pages, linking to their editors', async () => {
    const fx = fixtureHttp({
      'GET /api/staff/content': { pages: [{ store: 'us', path: 'help', title: 'Help', updated_at: SOURCE.updated_at }, { store: 'ca', path: 'faq/shipping', title: 'Shipping questions', updated_at: SOURCE.updated_at }] },
    });
    renderAccount({ url: '/account/content', http: fx.http });
    const ca = within(await screen.findByRole('region', { name: 'Canada store' }));
    expect(ca.getByRole('link', { name: 'Edit Shipping questions (Canada)' })).toHaveAttribute('href', '/account/content?store=ca&path=faq%2Fshipping');
    expect(within(screen.getByRole('region', { name: 'United States store' })).getByRole('link', { name: 'Edit Help (United States)' })).toBeInTheDocument();
  });

  it('edits a page and shows the saved page as shoppers see it; a misspelt placeholder is the service’s message', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const fx = fixtureHttp({
      [URL_OF]: SOURCE,
      'PUT /api/staff/content/ca/faq/shipping': (call: Call) =>
        ++attempt === 1
          ? httpError(422, { code: 'unknown_placeholder', message: '{{free_shiping_from}} is not a placeholder. Placeholders are {{free_shipping_from}}, …' })
          : { ...SOURCE, ...(call.body as object), html: '<div><p>Free <strong>from</strong> CAD 99.00.</p></div>', updated_at: '2026-11-28T10:00:00.000Z' },
    });
    renderAccount({ url: '/account/content?store=ca&path=faq/shipping', http: fx.http });
    const form = await screen.findByRole('form', { name: 'Edit Shipping questions' });
    expect(within(form).getByRole('textbox', { name: /^Text/ })).toHaveAccessibleDescription(/this page uses \{\{free_shipping_from\}\}/);
    expect(screen.getByRole('link', { name: 'See the page' })).toHaveAttribute('href', '/ca/faq/shipping');
    const text = within(form).getByRole('textbox', { name: /^Text/ });
    await user.clear(text);
    await user.type(text, 'Free from {{{{free_shiping_from}}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/is not a placeholder/)).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Free **from** {{{{free_shipping_from}}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Shoppers see it at their next visit.')).toBeInTheDocument();
    expect(fx.callsTo('PUT /api/staff/content/ca/faq/shipping')[1]!.body).toEqual({ title: 'Shipping questions', summary: 'When orders ship.', body: 'Free **from** {{free_shipping_from}}' });
    expect(within(screen.getByRole('region', { name: 'As shoppers see it (saved)' })).getByText('from').tagName).toBe('STRONG');
  });

  it('a shopper without the staff role is told so; an unknown page path shows the list', async () => {
    const fx = fixtureHttp({ 'GET /api/staff/content': httpError(403, { code: 'forbidden', message: 'This needs the staff role, which your account does not have.' }) });
    renderAccount({ url: '/account/content?store=us&path=not-a-page', http: fx.http });
    expect(await screen.findByText('This needs the staff role, which your account does not have.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help and content pages' })).toBeInTheDocument();
  });
});
