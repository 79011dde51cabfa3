import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuoteBody } from '@storefront/contracts';
import { storeDay } from '@storefront/store-config';
import { ada, ADA_ID, canadianCrafter, customersPage, grace } from '../fixtures/crafters';
import { fakeHttp, refusal } from '../fixtures/fake-http';
import { QUOTE_ID, savedQuote } from '../fixtures/quotes';
import { renderPortal } from '../fixtures/render-portal';
import { addDays } from '../shared/format-day';

type User = ReturnType<typeof renderPortal>['user'];

function service() {
  return fakeHttp({
    'GET /api/crafter/me.json': canadianCrafter,
    'GET /api/crafter/customers': customersPage([ada, grace]),
    'POST /api/crafter/quotes': { quote: savedQuote() },
    [`PUT /api/crafter/quotes/${QUOTE_ID}`]: () => ({ quote: savedQuote({ title: 'Team hoodies (navy)' }) }),
  });
}

const line = (n: number) => screen.getByRole('group', { name: new RegExp(`^Line ${n}\\b`) });

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

async function addFreeLine(user: User, n: number, values: { title: string; quantity: string; price: string; cost?: string }) {
  await user.click(screen.getByRole('button', { name: 'Add free line' }));
  const group = within(line(n));
  await user.type(group.getByRole('textbox', { name: 'Title' }), values.title);
  await user.type(group.getByRole('textbox', { name: 'Quantity' }), values.quantity);
  await user.type(group.getByRole('textbox', { name: 'Your unit price' }), values.price);
  if (values.cost) await user.type(group.getByRole('textbox', { name: 'Your unit cost (optional)' }), values.cost);
}

/** "$310.75" → 31075 */
const cents = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const row = (panel: HTMLElement, name: string) => within(panel).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the quote editor', () => {
  it('totals a Canadian quote as it is typed (Ontario HST on goods and shipping, a 30% deposit) and POSTs the whole quote', async () => {
    const f = service();
    const { user, navigate } = renderPortal({ url: '/ca/crafter?tab=quotes&quote=new', http: f.http });
    expect(await screen.findByRole('heading', { level: 2, name: 'New quote' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Quote title' }), 'Team hoodies');
    await screen.findByRole('option', { name: 'Ada Lovelace (ada@example.com)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Ada Lovelace (ada@example.com)');
    // ship-to is filled from the customer's first address, and the tax region follows it
    const shipTo = within(screen.getByRole('group', { name: 'Ship to' }));
    expect(shipTo.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('1 King St W');
    expect(shipTo.getByRole('combobox', { name: 'Province or territory' })).toHaveValue('ON');
    expect(screen.getByRole('combobox', { name: 'Tax province or territory' })).toHaveValue('ON');

    await addFreeLine(user, 1, { title: 'Hoodies', quantity: '10', price: '20.00', cost: '12' });
    await addFreeLine(user, 2, { title: 'Embroidery', quantity: '5', price: '12' });
    await replace(user, screen.getByRole('textbox', { name: 'Shipping cost' }), '15.00');
    await replace(user, screen.getByRole('textbox', { name: 'Deposit (%)' }), '30');

    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(row(panel, 'Subtotal')).toBe('$260.00');
    expect(row(panel, 'Shipping')).toBe('$15.00');
    expect(row(panel, 'HST 13%')).toBe('$35.75');
    expect(row(panel, 'Total')).toBe('$310.75');
    expect(row(panel, 'Deposit')).toBe('$93.23');
    expect(row(panel, 'Balance')).toBe('$217.52');
    expect(row(panel, 'Your cost')).toBe('$120.00');
    expect(row(panel, 'Your margin')).toBe('$140.00');
    expect(cents(row(panel, 'Deposit')) + cents(row(panel, 'Balance'))).toBe(cents(row(panel, 'Total')));

    // a quote is sent from its saved self
    expect(screen.queryByRole('button', { name: 'Send to customer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const today = storeDay('ca', new Date());
    const [post] = f.callsTo('POST /api/crafter/quotes');
    expect(post!.body as QuoteBody).toEqual({
      title: 'Team hoodies',
      customer_id: ADA_ID,
      lines: [
        { kind: 'free', title: 'Hoodies', quantity: 10, unit_price: 2000, unit_cost: 1200, description: null, image_id: null },
        { kind: 'free', title: 'Embroidery', quantity: 5, unit_price: 1200, unit_cost: 0, description: null, image_id: null },
      ],
      shipping: 1500,
      delivery_method: 'ship',
      ship_to: { name: 'Ada Lovelace', line1: '1 King St W', line2: 'Suite 5', city: 'Toronto', region: 'ON', postal_code: 'M5H 1A1', country: 'CA', phone: null },
      tax_region: 'ON',
      deposit: { kind: 'percent', basis_points: 3000 },
      message: null,
      issued_on: today,
      valid_until: addDays(today, 30),
      due_on: addDays(today, 30),
    });

    // the saved quote moves to its own address without being read again
    expect(navigate).toHaveBeenCalledWith(`/ca/crafter?tab=quotes&quote=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Quote Q-0007' })).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toHaveAttribute('role', 'status');
    expect(f.callsTo(`GET /api/crafter/quotes/${QUOTE_ID}`)).toHaveLength(0);
    expect(screen.getByText('As saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to customer' })).toBeInTheDocument();

    // a second save of the same draft is a PUT of the whole quote
    await replace(user, screen.getByRole('textbox', { name: 'Quote title' }), 'Team hoodies (navy)');
    expect(screen.getByText('As you type; saved totals come from the server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved.');
    const [put] = f.callsTo(`PUT /api/crafter/quotes/${QUOTE_ID}`);
    expect(put!.body).toEqual({ ...(post!.body as QuoteBody), title: 'Team hoodies (navy)' });
  });

  it('PUTs a loaded draft as the service gave it, with a deposit as an amount and pickup', async () => {
    const f = service();
    f.routes[`GET /api/crafter/quotes/${QUOTE_ID}`] = { quote: savedQuote() };
    const { user } = renderPortal({ url: `/ca/crafter?tab=quotes&quote=${QUOTE_ID}`, http: f.http });
    expect(await screen.findByRole('textbox', { name: 'Quote title' })).toHaveValue('Team hoodies');
    expect(within(line(2)).getByRole('textbox', { name: 'Line note (optional)' })).toHaveValue('Left chest');
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await replace(user, screen.getByRole('textbox', { name: 'Deposit amount' }), '100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery method' }), 'Pickup');
    expect(screen.queryByRole('group', { name: 'Ship to' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(row(panel, 'Deposit')).toBe('$100.00');
    expect(row(panel, 'Balance')).toBe('$210.75');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved.');
    const body = f.callsTo(`PUT /api/crafter/quotes/${QUOTE_ID}`)[0]!.body as QuoteBody;
    expect(body.deposit).toEqual({ kind: 'amount', amount: 10000 });
    expect(body.delivery_method).toBe('pickup');
    expect(body.ship_to).toBeNull();
    expect(body.lines[1]).toEqual({ kind: 'free', title: 'Embroidery', quantity: 5, unit_price: 1200, unit_cost: 0, description: 'Left chest', image_id: null });
    expect(body.issued_on).toBe('2026-11-20');
  });

  it('marks what it cannot read and what the service refused beside the fields, sending nothing unreadable', async () => {
    const f = service();
    const { user } = renderPortal({ url: '/ca/crafter?tab=quotes&quote=new', http: f.http });
    await screen.findByRole('heading', { level: 2, name: 'New quote' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Lines: Add at least one line')).toBeInTheDocument();
    await addFreeLine(user, 1, { title: 'Hoodies', quantity: 'ten', price: '20' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(within(line(1)).getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription('Quantity must be a whole number, at least 1');
    expect(f.callsTo('POST /api/crafter/quotes')).toHaveLength(0);

    f.routes['POST /api/crafter/quotes'] = refusal(400, {
      code: 'invalid_request',
      message: 'Invalid body: title is required; ship_to.postal_code must be a postal code like A1A 1A1',
      fieldErrors: { title: ['is required'], 'ship_to.postal_code': ['must be a postal code like A1A 1A1'] },
    });
    await replace(user, within(line(1)).getByRole('textbox', { name: 'Quantity' }), '10');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid body: title is required');
    expect(screen.getByRole('textbox', { name: 'Quote title' })).toHaveAccessibleDescription('Quote title is required');
    expect(within(screen.getByRole('group', { name: 'Ship to' })).getByRole('textbox', { name: 'Postal code' })).toHaveAttribute('aria-invalid', 'true');
  });
});
