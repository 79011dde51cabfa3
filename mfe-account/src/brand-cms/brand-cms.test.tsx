import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BrandPageEditorView, PublishRequestView } from '@storefront/contracts';
import { formatDate } from '../format-date';
import { fixtureHttp, httpError, type Call } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';

const GILDAN = '/api/cms/brands/gildan';

function editorView(over: Partial<BrandPageEditorView> = {}): BrandPageEditorView {
  return {
    brand: { slug: 'gildan', name: 'Gildan' },
    draft: { headline: 'Heavyweight basics', story: 'Made for **printing**.', featured: ['gildan-heavy-cotton-tee', 'gildan-heavy-blend-hoodie'] },
    draft_updated_at: '2026-11-27T10:00:00.000Z',
    draft_story_html: '<p>Made for <strong>printing</strong>.</p>',
    published: null,
    published_at: null,
    latest_request: null,
    ...over,
  };
}

function request(over: Partial<PublishRequestView> = {}): PublishRequestView {
  return {
    id: '5b0c1c8e-6a4e-4f59-9d1c-0d3f2a1b7c11',
    status: 'pending',
    note: 'New season',
    requested_at: '2026-11-27T11:00:00.000Z',
    decided_at: null,
    reason: null,
    brand: { slug: 'gildan', name: 'Gildan' },
    content: { headline: 'Heavyweight basics', story: 'Made for **printing**.\n\n<script>x</script>', featured: ['gildan-heavy-cotton-tee'] },
    ...over,
  };
}

describe('brand pages (a manager’s CMS)', () => {
  it('lists the brands the manager edits, with their state, linking to each editor', async () => {
    const fx = fixtureHttp({ 'GET /api/cms/brands': { brands: [{ slug: 'gildan', name: 'Gildan', pending: true, published_at: '2026-11-01T10:00:00.000Z' }, { slug: 'bella-canvas', name: 'Bella+Canvas', pending: false, published_at: null }] } });
    renderAccount({ url: '/account/brand-pages', http: fx.http });
    expect(await screen.findByRole('link', { name: 'Gildan' })).toHaveAttribute('href', '/account/brand-pages?brand=gildan');
    expect(screen.getByText('Waiting for staff')).toBeInTheDocument();
    expect(screen.getByText('Live since Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
  });

  it('tells a shopper without the role what it needs, instead of a retry', async () => {
    const fx = fixtureHttp({ 'GET /api/cms/brands': httpError(403, { code: 'forbidden', message: 'This needs the brand page manager or staff role, which your account does not have.' }) });
    renderAccount({ url: '/account/brand-pages', http: fx.http });
    expect(await screen.findByText(/This needs the brand page manager or staff role/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('edits the draft (headline, story, featured order) and saves it, then asks staff to publish with a note', async () => {
    const user = userEvent.setup();
    let saved: BrandPageEditorView = editorView();
    const fx = fixtureHttp({
      [`GET ${GILDAN}`]: () => saved,
      [`PUT ${GILDAN}/draft`]: (call: Call) => {
        const draft = call.body as BrandPageEditorView['draft'];
        saved = editorView({ draft, draft_story_html: '<p>Softer now.</p>' });
        return saved;
      },
      [`POST ${GILDAN}/publish-requests`]: () => {
        saved = editorView({ ...saved, latest_request: { id: request().id, status: 'pending', note: 'Please', requested_at: '2026-11-28T09:00:00.000Z', decided_at: null, reason: null } });
        return request({ note: 'Please' });
      },
    });
    renderAccount({ url: '/account/brand-pages?brand=gildan', http: fx.http });
    const draft = await screen.findByRole('form', { name: "Draft of Gildan's page" });
    expect(screen.getByRole('heading', { level: 1, name: 'Gildan page' })).toBeInTheDocument();
    expect(screen.getByText('Not published yet: shoppers see the bare listing.')).toBeInTheDocument();
    within(screen.getByRole('region', { name: 'Story preview (saved draft)' })).getByText('printing');

    const headline = within(draft).getByRole('textbox', { name: 'Banner headline' });
    await user.clear(headline);
    await user.type(headline, 'Softer basics');
    await user.clear(within(draft).getByRole('textbox', { name: /^Story/ }));
    await user.type(within(draft).getByRole('textbox', { name: /^Story/ }), 'Softer now.');
    await user.click(within(draft).getByRole('button', { name: 'Move gildan-heavy-blend-hoodie up' }));
    await user.type(within(draft).getByRole('textbox', { name: /Product to feature/ }), 'Gildan-Softstyle-Tee{Enter}');
    // unsaved changes cannot be sent to staff
    expect(screen.getByRole('button', { name: 'Ask staff to publish' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(draft).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Shoppers still see the published page.')).toBeInTheDocument();
    expect(fx.callsTo(`PUT ${GILDAN}/draft`)[0]!.body).toEqual({ headline: 'Softer basics', story: 'Softer now.', featured: ['gildan-heavy-blend-hoodie', 'gildan-heavy-cotton-tee', 'gildan-softstyle-tee'] });
    within(screen.getByRole('region', { name: 'Story preview (saved draft)' })).getByText('Softer now.');

    await user.type(screen.getByRole('textbox', { name: /Note to staff/ }), 'Please');
    await user.click(screen.getByRole('button', { name: 'Ask staff to publish' }));
    expect(await screen.findByText('Sent to staff. The page goes live when they publish it.')).toBeInTheDocument();
    expect(fx.callsTo(`POST ${GILDAN}/publish-requests`)[0]!.body).toEqual({ note: 'Please' });
    expect(screen.getByText('Waiting for staff since Nov 28, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw the request' })).toBeInTheDocument();
  });

  it('refuses a bad product name before asking, and shows the service’s refusal of a foreign product', async () => {
    const user = userEvent.setup();
    const fx = fixtureHttp({
      [`GET ${GILDAN}`]: editorView({ draft: { headline: 'H', story: '', featured: [] }, latest_request: { id: request().id, status: 'rejected', note: '', requested_at: '2026-11-20T10:00:00.000Z', decided_at: '2026-11-21T10:00:00.000Z', reason: 'Add a product.' } }),
      [`PUT ${GILDAN}/draft`]: httpError(422, { code: 'not_brand_product', message: 'bella-canvas-jersey-tee is not a product of Gildan: a brand page features its own products.', fieldErrors: { featured: ['bella-canvas-jersey-tee is not a product of Gildan'] } }),
    });
    renderAccount({ url: '/account/brand-pages?brand=gildan', http: fx.http });
    expect(await screen.findByText('Staff did not publish your last request: Add a product.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Product to feature/ });
    await user.type(field, 'not a slug!{Enter}');
    expect(field).toHaveAccessibleDescription(/must be a product’s web address name/);
    await user.clear(field);
    await user.type(field, 'bella-canvas-jersey-tee{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('bella-canvas-jersey-tee is not a product of Gildan: a brand page features its own products.')).toBeInTheDocument();
    expect(screen.getByText('Featured products bella-canvas-jersey-tee is not a product of Gildan')).toBeInTheDocument();
  });

  it('a brand someone else manages says so', async () => {
    const fx = fixtureHttp({ [`GET ${GILDAN}`]: httpError(403, { code: 'not_your_brand', message: "You do not manage Gildan's page. Staff assign brand pages to their managers." }) });
    renderAccount({ url: '/account/brand-pages?brand=gildan', http: fx.http });
    expect(await screen.findByText("You do not manage Gildan's page. Staff assign brand pages to their managers.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your brand pages' })).toHaveAttribute('href', '/account/brand-pages');
  });
});

describe('publish requests (staff)', () => {
  it('shows what would go live (the story as text) and publishes it', async () => {
    const user = userEvent.setup();
    const fx = fixtureHttp({
      'GET /api/staff/brand-publish-requests': { requests: [request()] },
      [`POST /api/staff/brand-publish-requests/${request().id}/decision`]: request({ status: 'published', decided_at: '2026-11-28T10:00:00.000Z' }),
    });
    renderAccount({ url: '/ca/account/publish-requests', http: fx.http });
    const card = within(await screen.findByRole('article', { name: 'Gildan' }));
    expect(card.getByText(/<script>x<\/script>/)).toBeInTheDocument();
    expect(card.getByText(`Asked on ${formatDate('2026-11-27T11:00:00.000Z', 'ca')} — “New season”`)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See the live page' })).toHaveAttribute('href', '/ca/brands/gildan');
    await user.click(card.getByRole('button', { name: 'Publish Gildan’s page' }));
    expect(await screen.findByText('Published Gildan’s page.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Gildan' })).toBeNull();
    expect(fx.callsTo(`POST /api/staff/brand-publish-requests/${request().id}/decision`)[0]!.body).toEqual({ action: 'publish' });
  });

  it('sending back needs a reason; the service’s field error is shown on the field', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fx = fixtureHttp({
      'GET /api/staff/brand-publish-requests': { requests: [request()] },
      [`POST /api/staff/brand-publish-requests/${request().id}/decision`]: () =>
        ++calls === 1 ? httpError(400, { code: 'validation_failed', message: 'Please correct the fields.', fieldErrors: { reason: ['Say why, so the manager can fix it.'] } }) : request({ status: 'rejected', reason: 'Too short' }),
    });
    renderAccount({ url: '/account/publish-requests', http: fx.http });
    const card = within(await screen.findByRole('article', { name: 'Gildan' }));
    await user.click(card.getByRole('button', { name: 'Send back' }));
    expect(await card.findByText('Reason to send it back Say why, so the manager can fix it.')).toBeInTheDocument();
    await user.type(card.getByRole('textbox', { name: /Reason to send it back/ }), 'Too short');
    await user.click(card.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Sent Gildan’s request back with your reason.')).toBeInTheDocument();
  });

  it('a shopper without the staff role is told so', async () => {
    const fx = fixtureHttp({ 'GET /api/staff/brand-publish-requests': httpError(403, { code: 'forbidden', message: 'This needs the staff role, which your account does not have.' }) });
    renderAccount({ url: '/account/publish-requests', http: fx.http });
    expect(await screen.findByText('This needs the staff role, which your account does not have.')).toBeInTheDocument();
  });
});
