import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemWith, openCart, openCheckoutItems, openThankYouItems } from '../fixtures/cart-harness';
import { deferred, httpError } from '../fixtures/fixture-http';
import { TEE, type FakeShop, type FakeShopOptions } from '../fixtures/fake-shop';
import { LOGO } from '../fixtures/dtf-print';

const SECTION = 'Build a gang sheet from my transfers';
const PLAN = /\/api\/v2\/cart\/gang_sheet\.json$/;

const section = () => screen.getByRole('region', { name: SECTION });
const openButton = () => within(section()).getByRole('button', { name: SECTION });
/** a row of a definition list: what its <dd> says */
const row = (within_: HTMLElement, label: string) => within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const sheetLine = (name: string) => screen.getByRole('listitem', { name });

async function showPlan(user: ReturnType<typeof userEvent.setup>) {
  await user.click(openButton());
  return within(section()).findByRole('list', { name: /gang sheet/ });
}

describe('cart page: a gang sheet from the cart’s transfers', () => {
  it('asks for the plan only when the shopper does, waits, then shows the sheet, the prices, the saving and what still fits', async () => {
    const { shop, user } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 10 }] });
    // folded: nothing asked yet (a plan costs a request)
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(shop.callsTo('GET', PLAN)).toHaveLength(0);

    const hold = deferred();
    shop.once('GET', PLAN, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(openButton()).toHaveAttribute('aria-disabled', 'true');
    expect(within(section()).getByRole('status', { name: 'Building your gang sheets' })).toBeInTheDocument();
    // a repeat press while it is on its way asks nothing more
    await user.click(openButton());
    hold.resolve();

    const preview = await within(section()).findByRole('img', { name: 'Gang sheet 22 × 24 in, 26.5% used' });
    expect(shop.callsTo('GET', PLAN)).toMatchObject([{ params: { store: 'us' } }]);
    expect(within(section()).queryByRole('status', { name: 'Building your gang sheets' })).not.toBeInTheDocument();
    // drawn to scale from its placements: the sheet is the viewBox, each image a rectangle named after it
    expect(preview).toHaveAttribute('viewBox', '0 0 22 24');
    expect(preview).toHaveAttribute('width', '110');
    expect(preview).toHaveAttribute('height', '120');
    const images = preview.querySelectorAll('rect.cart-gang-preview__image');
    expect(images).toHaveLength(10);
    expect([...images].map((r) => r.querySelector('title')?.textContent)).toEqual(Array(10).fill('logo.png'));
    expect(images[1]).toHaveAttribute('x', '4.5');

    const sheets = within(section()).getByRole('list', { name: 'The gang sheet' });
    const sheet = within(sheets).getByRole('listitem');
    expect(within(sheet).getByRole('heading', { name: '22 × 24 in' })).toBeInTheDocument();
    expect(within(sheet).getByText('10 images, 26.5% used')).toBeInTheDocument();
    expect(within(sheet).getByText('logo.png × 10')).toBeInTheDocument();
    expect(within(sheet).getByText('$14.99')).toHaveAttribute('data-currency', 'USD');

    expect(row(section(), 'On 1 gang sheet')).toBe('$14.99');
    expect(row(section(), 'As single transfers')).toBe('$28.00');
    expect(row(section(), 'You save')).toBe('$13.01 (46.5%)');
    expect(within(section()).queryByText(/Single transfers are cheaper/)).not.toBeInTheDocument();
    expect(within(section()).getByRole('list', { name: 'Room left on the last sheet' })).toHaveTextContent('16.25 in left: 20 more of logo.png fit');
    expect(within(section()).queryByText(/Pre-cut does not apply/)).not.toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Put them on 1 gang sheet' })).toBeEnabled();
    // or lay them out in the builder, which loads the cart's transfers
    expect(within(section()).getByRole('link', { name: 'Arrange them by hand' })).toHaveAttribute('href', '/design-lab/gang-sheet?from=cart');
    expect(shop.callsTo('GET', PLAN)).toHaveLength(1);

    // the button folds it away and opens it again without asking again
    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(section()).queryByRole('img')).not.toBeInTheDocument();
    await user.click(openButton());
    expect(within(section()).getByRole('img', { name: 'Gang sheet 22 × 24 in, 26.5% used' })).toBeInTheDocument();
    expect(shop.callsTo('GET', PLAN)).toHaveLength(1);
  });

  it('shows every sheet when the transfers need several, and says pre-cut does not carry over', async () => {
    const { user } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 10, preCut: true }, quantity: 60 }] });
    const sheets = await showPlan(user);
    expect(sheets).toHaveAccessibleName('The 2 gang sheets');
    const [first, second] = within(sheets).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Gang sheet 22 × 240 in, 86.2% used' })).toBeInTheDocument();
    expect(within(first!).getByRole('heading', { name: 'Sheet 1: 22 × 240 in' })).toBeInTheDocument();
    expect(within(first!).getByText('52 images, 86.2% used')).toBeInTheDocument();
    expect(within(first!).getByText('$105.99')).toBeInTheDocument();
    // a long sheet is drawn no taller than the page can take, still to scale
    expect(within(first!).getByRole('img')).toHaveAttribute('height', '320');
    expect(within(first!).getByRole('img')).toHaveAttribute('width', '29');
    expect(within(second!).getByRole('img', { name: 'Gang sheet 22 × 60 in, 53% used' })).toBeInTheDocument();
    expect(within(second!).getByText('8 images, 53% used')).toBeInTheDocument();
    expect(within(second!).getByText('$29.99')).toBeInTheDocument();

    expect(row(section(), 'On 2 gang sheets')).toBe('$135.98');
    expect(row(section(), 'As single transfers')).toBe('$1,050.00');
    expect(row(section(), 'You save')).toBe('$914.02 (87%)');
    expect(within(section()).getByText('23.75 in left: 4 more of logo.png fit')).toBeInTheDocument();
    expect(within(section()).getByText('Pre-cut does not apply to gang sheets: you cut the images on a sheet apart yourself.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Put them on 2 gang sheets' })).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Arrange them by hand' })).toHaveAttribute('href', expect.stringMatching(/^(\/ca)?\/design-lab\/gang-sheet\?from=cart$/));
  });

  it('says single transfers are cheaper when the saving is not above zero', async () => {
    const { user } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 }] });
    await showPlan(user);
    expect(within(section()).getByText('Single transfers are cheaper for this cart.')).toBeInTheDocument();
    expect(row(section(), 'On 1 gang sheet')).toBe('$14.99');
    expect(row(section(), 'As single transfers')).toBe('$3.50');
    expect(within(section()).queryByText('You save')).not.toBeInTheDocument();
    // still the shopper's choice
    expect(within(section()).getByRole('button', { name: 'Put them on 1 gang sheet' })).toBeEnabled();
  });

  it('shows the server’s message when there is no plan (404), and the button asks again', async () => {
    const { shop, user } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 2 }] });
    // the transfers were removed in another tab
    const id = shop.cart()!.lines.find((l) => l.dtf_print)!.id;
    await shop.http.delete(`/cart/R000000042/line_items/${id}`);
    await user.click(openButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Your cart has no DTF transfers to put on a gang sheet.');
    expect(within(section()).queryByRole('button', { name: /^Put them on/ })).not.toBeInTheDocument();

    await user.click(openButton());
    await waitFor(() => expect(shop.callsTo('GET', PLAN)).toHaveLength(2));
  });

  it('folds the plan away when the transfers change: it was for the ones it packed', async () => {
    const { shop, user } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 10 }] });
    await showPlan(user);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of logo.png, 4 × 3.5 in' });
    await user.clear(quantity);
    await user.type(quantity, '20{Enter}');
    await waitFor(() => expect(openButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(within(section()).queryByRole('img')).not.toBeInTheDocument();
    await user.click(openButton());
    expect(await within(section()).findByText('20 images, 53% used')).toBeInTheDocument();
    expect(shop.callsTo('GET', PLAN)).toHaveLength(2);
  });

  it('Put them on the sheet POSTs {store}, shows the cart it answers with the gang-sheet line, and the header recounts', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4, preCut: true }, quantity: 10 }] });
    await showPlan(user);
    const hold = deferred();
    shop.once('POST', PLAN, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    await user.click(within(section()).getByRole('button', { name: 'Put them on 1 gang sheet' }));
    // one change at a time: every control of the cart waits
    expect(within(section()).getByRole('status', { name: 'Putting your transfers on gang sheets' })).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Put them on 1 gang sheet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Heavy Cotton Tee' })).toBeDisabled();
    hold.resolve();

    const line = await screen.findByRole('listitem', { name: 'Gang sheet 22 × 24 in' });
    expect(shop.callsTo('POST', PLAN).map((c) => c.body)).toEqual([{ store: 'us' }]);
    expect(within(line).getByText('10 images, 26.5% used')).toBeInTheDocument();
    expect(within(line).getByText('$14.99', { selector: '.cart-line__unit [data-currency]' })).toBeInTheDocument();
    // the transfers gave way to the sheet, and the offer went with them
    expect(screen.queryByRole('heading', { name: /logo\.png/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SECTION })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(screen.getByText('Subtotal', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$23.49');
    // the button is gone: the page says what happened, where the focus now is
    const notice = screen.getByText('Your transfers are on 1 gang sheet now.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the cart’s refusal beside the button and leaves the cart as it was', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 10 }] });
    await showPlan(user);
    shop.once('POST', PLAN, () => {
      throw httpError(409, { code: 'conflict', message: 'Your transfers changed meanwhile: build the sheets again.' }, 'Conflict');
    });
    const convert = within(section()).getByRole('button', { name: 'Put them on 1 gang sheet' });
    await user.click(convert);
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Your transfers changed meanwhile: build the sheets again.');
    expect(convert).toHaveAccessibleDescription('Your transfers changed meanwhile: build the sheets again.');
    expect(screen.getByRole('heading', { name: 'logo.png DTF transfers' })).toBeInTheDocument();
    expect(cartChanged).not.toHaveBeenCalled();
  });

  it('prices the plan and the sheet in CAD in the Canadian store, and POSTs store ca', async () => {
    const { shop, user } = await openCart({ store: 'ca', lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 10 }] }, '/ca/cart');
    await showPlan(user);
    expect(shop.callsTo('GET', PLAN)[0]?.params).toEqual({ store: 'ca' });
    const sheet = within(within(section()).getByRole('list', { name: 'The gang sheet' })).getByRole('listitem');
    expect(within(sheet).getByText('$19.99')).toHaveAttribute('data-currency', 'CAD');
    expect(row(section(), 'As single transfers')).toBe('$35.80');
    expect(row(section(), 'You save')).toBe('$15.81 (44.2%)');
    expect(within(section()).getByText('$15.81')).toHaveAttribute('data-currency', 'CAD');

    await user.click(within(section()).getByRole('button', { name: 'Put them on 1 gang sheet' }));
    const line = await screen.findByRole('listitem', { name: 'Gang sheet 22 × 24 in' });
    expect(shop.callsTo('POST', PLAN).map((c) => c.body)).toEqual([{ store: 'ca' }]);
    expect(within(line).getByText('$19.99', { selector: '.cart-line__unit [data-currency]' })).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByRole('link', { name: 'Custom DTF Gang Sheets' })).toHaveAttribute('href', '/ca/custom-dtf-gang-sheets.html');
  });
});

describe('cart page: a gang-sheet line', () => {
  const SHEETS: FakeShopOptions['lines'] = [
    { sheet: { lengthIn: 60, images: 12, usedPercent: 82.5 }, quantity: 1 },
    { sheet: { lengthIn: 240, images: 40, usedPercent: 91.3 }, quantity: 1 },
    { sheet: { lengthIn: 240, images: 38, usedPercent: 88 }, quantity: 1 },
  ];
  const idOf = (shop: FakeShop, i: number) => shop.cart()!.lines[i]!.id;

  it('shows its preview in a reserved box, its size, images, fill and prices; no gang-sheet offer without transfers', async () => {
    const { shop } = await openCart({ lines: SHEETS });
    const line = sheetLine('Gang sheet 22 × 60 in');
    const preview = within(line).getByRole('img', { name: 'Gang sheet 22 × 60 in, preview' });
    expect(preview).toHaveAttribute('src', `/api/cart/gang_sheets/${idOf(shop, 0)}/preview.png`);
    expect(preview).toHaveAttribute('width', '120');
    expect(preview).toHaveAttribute('height', '120');
    expect(within(line).getByRole('heading', { name: 'Gang sheet 22 × 60 in' })).toBeInTheDocument();
    expect(within(line).getByText('12 images, 82.5% used')).toBeInTheDocument();
    expect(within(line).getByText('$29.99', { selector: '.cart-line__unit [data-currency]' })).toHaveAttribute('data-currency', 'USD');
    expect(within(line).getByText('$29.99', { selector: '.cart-line__total [data-currency]' })).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of Gang sheet 22 × 60 in' })).toHaveValue(1);
    expect(screen.queryByRole('region', { name: SECTION })).not.toBeInTheDocument();
  });

  it('names each control after its sheet, numbering sheets of one size', async () => {
    await openCart({ lines: SHEETS });
    for (const name of ['Gang sheet 22 × 60 in', 'Gang sheet 22 × 240 in (1 of 2)', 'Gang sheet 22 × 240 in (2 of 2)']) {
      const line = sheetLine(name);
      expect(within(line).getByRole('spinbutton', { name: `Quantity of ${name}` })).toBeInTheDocument();
      expect(within(line).getByRole('button', { name: `Update quantity of ${name}` })).toBeInTheDocument();
      expect(within(line).getByRole('button', { name: `Remove ${name}` })).toHaveAccessibleDescription(/images, [\d.]+% used/);
    }
    expect(within(sheetLine('Gang sheet 22 × 240 in (2 of 2)')).getByText('38 images, 88% used')).toBeInTheDocument();
  });

  it('changes its quantity and removes it through the cart’s own line calls', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: SHEETS });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Gang sheet 22 × 60 in' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await waitFor(() => expect(within(sheetLine('Gang sheet 22 × 60 in')).getByText('$59.98')).toBeInTheDocument());
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: `/api/v2/cart/line_items/${idOf(shop, 0)}.json`, body: { quantity: 2 } }]);

    const second = idOf(shop, 2);
    await user.click(screen.getByRole('button', { name: 'Remove Gang sheet 22 × 240 in (2 of 2)' }));
    // the one left of its size needs no number
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Gang sheet 22 × 240 in' })).toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/).map((c) => c.path)).toEqual([`/cart/R000000042/line_items/${second}`]);
    expect(within(sheetLine('Gang sheet 22 × 240 in')).getByText('40 images, 91.3% used')).toBeInTheDocument();
    expect(cartChanged).toHaveBeenCalledTimes(2);
  });
});

describe('checkout summary and thank-you page: gang sheets', () => {
  const LINES: FakeShopOptions['lines'] = [
    { product: TEE, quantity: 1 },
    { sheet: { lengthIn: 60, images: 12, usedPercent: 82.5 }, quantity: 1 },
  ];

  it('lists the sheet in the checkout summary with its preview, size and images', async () => {
    const { items } = await openCheckoutItems({ lines: LINES });
    const sheet = itemWith(items, 'Gang sheet');
    expect(sheet).toHaveTextContent('Gang sheet 22 × 60 in × 1');
    expect(within(sheet).getByText('12 images')).toBeInTheDocument();
    expect(within(sheet).getByText('$29.99')).toBeInTheDocument();
    const preview = within(sheet).getByRole('img', { name: 'Gang sheet 22 × 60 in, preview' });
    expect(preview).toHaveAttribute('width', '48');
    expect(preview).toHaveAttribute('height', '48');
    const tee = itemWith(items, 'Heavy Cotton Tee');
    expect(tee).toHaveTextContent('Heavy Cotton Tee (Black, M) × 1');
  });

  it('shows the ordered sheet on the thank-you page with its preview, size and images', async () => {
    const { items } = await openThankYouItems({ lines: LINES });
    const sheet = within(items).getByRole('link', { name: 'Custom DTF Gang Sheets' }).closest('li')!;
    const preview = within(sheet).getByRole('img', { name: 'Gang sheet 22 × 60 in, preview' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^\/api\/cart\/gang_sheets\/.+\/preview\.png$/));
    expect(preview).toHaveAttribute('width', '120');
    expect(within(sheet).getByText('Gang sheet 22 × 60 in')).toBeInTheDocument();
    expect(within(sheet).getByText('12 images')).toBeInTheDocument();
    expect(within(sheet).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(sheet).queryByText(/Color:|Size:/)).not.toBeInTheDocument();
    const tee = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
  });
});
