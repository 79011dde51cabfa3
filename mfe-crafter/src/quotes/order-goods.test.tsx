import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ada, canadianCrafter, customersPage } from '../fixtures/crafters';
import { fakeHttp, refusal } from '../fixtures/fake-http';
import { QUOTE_ID, savedQuote } from '../fixtures/quotes';
import { renderPortal } from '../fixtures/render-portal';

const QUOTE = `/api/crafter/quotes/${QUOTE_ID}`;
const url = `/ca/crafter?tab=quotes&quote=${QUOTE_ID}`;
const tee = { id: 'l3', kind: 'catalog' as const, project_id: null, title: 'Classic Tee', description: null, product_slug: 'classic-tee', color_name: 'Black', quantity: 5, unit_price: 2000, unit_cost: 700, line_total: 10000, image_url: null, image_id: null };

function service(state: 'invoiced' | 'proposed') {
  const quote = savedQuote({
    state,
    invoice_status: state === 'invoiced' ? 'partly_paid' : null,
    lines: [
      { ...tee, sizes: [{ sku: 'TEE-BLK-S', size: 'S', quantity: 2 }, { sku: 'TEE-BLK-M', size: 'M', quantity: 3 }] },
      { ...tee, id: 'l4', quantity: 1, line_total: 2000, sizes: [{ sku: 'TEE-BLK-M', size: 'M', quantity: 1 }] },
      { ...savedQuote().lines[1]! },
    ],
  });
  return fakeHttp({ 'GET /api/crafter/me.json': canadianCrafter, 'GET /api/crafter/customers': customersPage([ada]), [`GET ${QUOTE}`]: { quote }, [`POST ${QUOTE}/goods_order`]: { quote: { ...quote, goods_order_number: 'R100000123' } } });
}

describe('ordering an accepted quote’s goods', () => {
  it('puts every catalog size into the crafter’s cart in one blanks order (same SKU added up) and opens checkout', async () => {
    const f = service('invoiced');
    f.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    f.routes['PUT /api/v2/checkout.json'] = { checkout: {} };
    const { user, navigate } = renderPortal({ url, http: f.http });
    expect(await screen.findByText(/6 units from the store at your cost/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order the goods' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/ca/checkout'));
    expect(f.callsTo('POST /api/cart/blanks_order').map((c) => c.body)).toEqual([
      { store: 'ca', lines: [{ sku: 'TEE-BLK-S', quantity: 2 }, { sku: 'TEE-BLK-M', quantity: 4 }] },
    ]);
    // the quote notes the cart, so the order placed from it is attached to the quote
    expect(f.callsTo(`POST ${QUOTE}/goods_order`).map((c) => c.body)).toEqual([{ order_number: 'R100000123' }]);
    expect(navigate).toHaveBeenLastCalledWith('/ca/checkout');
  });

  it('says which cart holds the goods until that order is placed, and why the quote could not note it', async () => {
    const waiting = service('invoiced');
    waiting.routes[`GET ${QUOTE}`] = { quote: { ...(waiting.routes[`GET ${QUOTE}`] as { quote: object }).quote, goods_order_number: 'R100000123' } };
    const first = renderPortal({ url, http: waiting.http });
    expect(await screen.findByText(/Your cart R100000123 holds these goods\. Once you place that order, it is attached to this quote and Ada Lovelace by itself\./)).toBeInTheDocument();
    first.unmount();

    const f = service('invoiced');
    f.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    f.routes[`POST ${QUOTE}/goods_order`] = refusal(409, { code: 'quote_on_order', message: 'Quote Q-0007 is on a store order already. Detach it under Store orders first.' });
    const { user, navigate } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('checkbox', { name: /Ship straight to/ }));
    await user.click(screen.getByRole('button', { name: 'Order the goods' }));
    expect(await screen.findByText(/The goods are in your cart, but this quote could not note your order: Quote Q-0007 is on a store order already\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/ca/checkout');
    expect(navigate).not.toHaveBeenCalledWith('/ca/checkout');
  });

  it('orders a design-lab line as the design lab adds a design (the document the quote priced, its sizes), and says which design failed', async () => {
    const PROJECT = '2b3c4d5e-6f70-4811-9a2b-3c4d5e6f7081';
    const design = { ...tee, id: 'd1', kind: 'design' as const, project_id: PROJECT, title: 'Team crest', quantity: 12, sizes: [{ sku: 'TEE-BLK-S', size: 'S', quantity: 5 }, { sku: 'TEE-BLK-M', size: 'M', quantity: 7 }] };
    const document = { version: 2, product: 'classic-tee', color: '12', sides: { front: { layers: [] } } };
    const f = service('invoiced');
    const quote = (f.routes[`GET ${QUOTE}`] as { quote: { lines: unknown[] } }).quote;
    f.routes[`GET ${QUOTE}`] = { quote: { ...quote, lines: [...quote.lines, design] } };
    f.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    f.routes[`GET ${QUOTE}/designs`] = { designs: [{ line_id: 'd1', title: 'Team crest', project_id: PROJECT, document, quantities: { S: 5, M: 7 } }] };
    f.routes['POST /api/cart/made_add'] = { total_items_qty: 18, order_number: 'R100000123', made_design_id: 'md1' };
    const { user, navigate, unmount } = renderPortal({ url, http: f.http });
    expect(await screen.findByText(/18 units from the store at your cost/)).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Ship straight to/ }));
    await user.click(screen.getByRole('button', { name: 'Order the goods' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/ca/checkout'));
    // the blanks order carries the catalog lines only; the design goes in as a design, with the quote's own copy of it
    expect(f.callsTo('POST /api/cart/blanks_order').map((c) => c.body)).toEqual([{ store: 'ca', lines: [{ sku: 'TEE-BLK-S', quantity: 2 }, { sku: 'TEE-BLK-M', quantity: 4 }] }]);
    expect(f.callsTo('POST /api/cart/made_add').map((c) => c.body)).toEqual([{ store: 'ca', project_id: PROJECT, document, quantities: { S: 5, M: 7 } }]);
    expect(f.callsTo(`GET /api/made/design_projects/${PROJECT}`)).toHaveLength(0);

    unmount();
    f.routes['POST /api/cart/made_add'] = refusal(422, { code: 'out_of_stock', message: 'Only 3 of size M are left.' });
    const again = renderPortal({ url, http: f.http });
    await again.user.click(await screen.findByRole('button', { name: 'Order the goods' }));
    expect(await screen.findByText(/The other goods are in your cart, but Team crest could not be ordered: Only 3 of size M are left\./)).toBeInTheDocument();
    // not a resolution problem: no waiver is offered
    expect(screen.queryByRole('checkbox', { name: /low resolution/ })).not.toBeInTheDocument();
  });

  it('asks the crafter to waive a low-resolution design, then adds only what is not in the cart yet', async () => {
    const PROJECT = '2b3c4d5e-6f70-4811-9a2b-3c4d5e6f7081';
    const design = { ...tee, id: 'd1', kind: 'design' as const, project_id: PROJECT, title: 'Team crest', quantity: 2, sizes: [{ sku: 'TEE-BLK-S', size: 'S', quantity: 2 }] };
    const document = { version: 2, product: 'classic-tee', color: '12', sides: { front: { layers: [] } } };
    const f = service('invoiced');
    const quote = (f.routes[`GET ${QUOTE}`] as { quote: { lines: unknown[] } }).quote;
    f.routes[`GET ${QUOTE}`] = { quote: { ...quote, lines: [...quote.lines, design] } };
    f.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    f.routes[`GET ${QUOTE}/designs`] = { designs: [{ line_id: 'd1', title: 'Team crest', project_id: PROJECT, document, quantities: { S: 2 } }] };
    f.routes['POST /api/cart/made_add'] = refusal(422, { code: 'low_resolution', message: 'The image on the front (layer i1) would print at 72 DPI, under the 100 DPI minimum.' });
    const { user, navigate } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('checkbox', { name: /Ship straight to/ }));
    await user.click(screen.getByRole('button', { name: 'Order the goods' }));
    expect(await screen.findByText(/The other goods are in your cart, but Team crest could not be ordered: The image on the front \(layer i1\) would print at 72 DPI/)).toBeInTheDocument();
    const waiver = screen.getByRole('checkbox', { name: /Print Team crest at low resolution anyway/ });
    expect(waiver).not.toBeChecked();

    f.routes['POST /api/cart/made_add'] = { total_items_qty: 8, order_number: 'R100000123', made_design_id: 'md1' };
    await user.click(waiver);
    await user.click(screen.getByRole('button', { name: 'Order the goods' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/ca/checkout'));
    // the blanks went in once; the design's second try carries the waiver
    expect(f.callsTo('POST /api/cart/blanks_order')).toHaveLength(1);
    expect(f.callsTo('POST /api/cart/made_add').map((c) => c.body)).toEqual([
      { store: 'ca', project_id: PROJECT, document, quantities: { S: 2 } },
      { store: 'ca', project_id: PROJECT, document, quantities: { S: 2 }, accept_low_resolution: true },
    ]);
    expect(f.callsTo(`POST ${QUOTE}/goods_order`).map((c) => c.body)).toEqual([{ order_number: 'R100000123' }]);
  });

  it('sets checkout to ship straight to the customer, unless the crafter unticks it', async () => {
    const f = service('invoiced');
    f.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    f.routes['PUT /api/v2/checkout.json'] = { checkout: {} };
    const { user, navigate, unmount } = renderPortal({ url, http: f.http });
    const direct = await screen.findByRole('checkbox', { name: 'Ship straight to Ada Lovelace, Toronto ON' });
    expect(direct).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Order the goods' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/ca/checkout'));
    expect(f.callsTo('PUT /api/v2/checkout.json').map((c) => c.body)).toEqual([
      { store: 'ca', ship_address: { name: 'Ada Lovelace', line1: '1 King St W', line2: 'Suite 5', city: 'Toronto', region: 'ON', postal_code: 'M5H 1A1', country: 'CA' } },
    ]);
    unmount();

    const g = service('invoiced');
    g.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    const second = renderPortal({ url, http: g.http });
    await second.user.click(await screen.findByRole('checkbox', { name: /Ship straight to/ }));
    await second.user.click(screen.getByRole('button', { name: 'Order the goods' }));
    await vi.waitFor(() => expect(second.navigate).toHaveBeenLastCalledWith('/ca/checkout'));
    expect(g.callsTo('PUT /api/v2/checkout.json')).toHaveLength(0);
  });

  it('when checkout refuses the address, says the goods are in the cart and links to checkout', async () => {
    const f = service('invoiced');
    f.routes['POST /api/cart/blanks_order'] = { total_items_qty: 6, order_number: 'R100000123', lines: [] };
    f.routes['PUT /api/v2/checkout.json'] = refusal(422, { code: 'invalid', message: 'The postal code does not match the province.' });
    const { user, navigate } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Order the goods' }));
    expect(await screen.findByText(/The goods are in your cart, but checkout did not take Ada Lovelace’s address: The postal code does not match the province/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/ca/checkout');
    expect(navigate).not.toHaveBeenCalledWith('/ca/checkout');
  });

  it('says why the cart refused, and is not offered before the customer accepts', async () => {
    const f = service('invoiced');
    f.routes['POST /api/cart/blanks_order'] = refusal(409, { code: 'out_of_stock', message: 'Only 1 of TEE-BLK-M is in stock.' });
    const { user, navigate, unmount } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Order the goods' }));
    expect(await screen.findByText('Only 1 of TEE-BLK-M is in stock.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalledWith('/ca/checkout');
    unmount();

    // the goods already went on a store order: not offered again
    const ordered = service('invoiced');
    ordered.routes[`GET ${QUOTE}`] = { quote: { ...(ordered.routes[`GET ${QUOTE}`] as { quote: object }).quote, order: { number: 'R123456789', placed_at: '2026-11-22T10:00:00.000Z' } } };
    const second = renderPortal({ url, http: ordered.http });
    expect(await screen.findByRole('link', { name: 'Store order R123456789' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order the goods' })).not.toBeInTheDocument();
    second.unmount();

    renderPortal({ url, http: service('proposed').http });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order the goods' })).not.toBeInTheDocument();
  });
});
