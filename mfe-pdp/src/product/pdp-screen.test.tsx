import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankTee, blankTeeCa, transfer } from '../fixtures/products';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { goTo, renderPdp } from '../fixtures/render-pdp';

/** The unit price shown above the tier table (the table repeats the 1-unit price, the form's total the price of one). */
const headlinePrice = (text: string) => {
  const outside = screen.getAllByText(text).filter((el) => !el.closest('table') && !el.closest('form'));
  expect(outside).toHaveLength(1);
  return outside[0];
};
const mainImage = () => within(screen.getByRole('region', { name: 'Product images' })).getAllByRole('img')[0];

describe('product detail page', () => {
  it('renders the inlined product at once: gallery, title, brand, catalog number, price, materials, description, availability', () => {
    const { catalog } = renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });

    expect(screen.getByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gildan' })).toHaveAttribute('href', '/brands/gildan');
    expect(screen.getByText('G5000')).toBeInTheDocument();
    expect(headlinePrice('$8.50')).toHaveAttribute('data-currency', 'USD');
    expect(screen.getByText('52% cotton, 48% polyester')).toBeInTheDocument();
    expect(screen.getByText('A sturdy everyday tee in ring-spun cotton.')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    // The first image is the LCP image: fetched eagerly at high priority.
    expect(mainImage()).toHaveAttribute('alt', 'black view 1');
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toBeInTheDocument();
    // The document carried the product: no second round trip.
    expect(catalog.calls).toHaveLength(0);
    // US prices need no currency note.
    expect(screen.queryByText(/Prices in/)).not.toBeInTheDocument();
  });

  it('navigates client-side from the brand link through the shell', async () => {
    const user = userEvent.setup();
    const { navigate } = renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    await user.click(screen.getByRole('link', { name: 'Gildan' }));
    expect(navigate).toHaveBeenCalledWith('/brands/gildan');
  });

  it('shows a quantity-tier table with an accessible caption for blanks', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    const table = screen.getByRole('table', { name: 'Price per item by quantity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1–11 (your quantity)$8.50', '12–47$7.25', '48+$6.10']);
    expect(within(table).getByRole('rowheader', { name: '12–47' })).toBeInTheDocument();
  });

  it('shows no tier table when a product has one price', () => {
    renderPdp({ url: '/full-color-transfer.html', product: transfer });
    expect(headlinePrice('$3.99')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // made to order: what it has on hand is no limit
    expect(screen.getByText('Made to order')).toBeInTheDocument();
    expect(screen.queryByText(/stock/i)).not.toBeInTheDocument();
    // One image: no thumbnails to choose from.
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('tells a blank’s buyer that colours and sizes add up to the quantity price, as the cart prices them', () => {
    const { unmount } = renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    expect(screen.getByText('Mix colors and sizes: every unit of this style in your cart counts toward the quantity price.')).toBeInTheDocument();
    unmount();
    renderPdp({ url: '/custom-dtf-transfer.html', product: transfer });
    expect(screen.queryByText(/^Mix colou?rs and sizes/)).not.toBeInTheDocument();
  });

  it('says when a stocked product runs low or out', () => {
    const { unmount } = renderPdp({ url: '/heavy-cotton-tee.html', product: { ...blankTee, availability: 'low_stock' } });
    expect(screen.getByText('Low stock: order soon')).toBeInTheDocument();
    unmount();
    renderPdp({ url: '/heavy-cotton-tee.html', product: { ...blankTee, availability: 'out_of_stock' } });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText('Made to order')).not.toBeInTheDocument();
  });

  it('changing colour swaps the images and the sizes and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html?utm=x', product: blankTee });
    // the US store writes American English
    const colours = screen.getByRole('radiogroup', { name: /^Color: / });
    expect(within(colours).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^XL/ })).toBeInTheDocument();

    await user.click(within(colours).getByRole('radio', { name: 'Heather Grey' }));

    expect(within(colours).getByRole('radio', { name: 'Heather Grey' })).toBeChecked();
    expect(screen.getByText('Heather Grey', { selector: '.pdp-field-label__value' })).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', 'heather-grey view 1');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^XL/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^2XL/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?utm=x&color=102');
    expect(window.location.pathname).toBe('/heavy-cotton-tee.html');
  });

  it('opens on the colour named in ?color=', () => {
    renderPdp({ url: '/heavy-cotton-tee.html?color=102', product: blankTee });
    expect(screen.getByRole('radio', { name: 'Heather Grey' })).toBeChecked();
    expect(mainImage()).toHaveAttribute('alt', 'heather-grey view 1');
  });

  it('falls back to the first colour when ?color= names none of this product', () => {
    renderPdp({ url: '/heavy-cotton-tee.html?color=999', product: blankTee });
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
  });

  it('follows ?color= when Back/Forward changes it under the page', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    act(() => goTo('/heavy-cotton-tee.html?color=102'));
    expect(screen.getByRole('radio', { name: 'Heather Grey' })).toBeChecked();
  });

  it('fetches the product when there is no inlined data, showing a loading state meanwhile', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] });
    catalog.setMode('hold');
    renderPdp({ url: '/design/heavy-cotton-tee', initialData: null, catalog });

    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(catalog.calls).toEqual([{ path: '/api/products/heavy-cotton-tee', params: { store: 'us' } }]);

    await act(async () => catalog.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
  });

  it('reads the slug from every product path shape', async () => {
    for (const url of ['/custom-printed-shirts/heavy-cotton-tee.html', '/made/products/tees/heavy-cotton-tee', '/threads/products/heavy-cotton-tee']) {
      const catalog = fixtureCatalog({ us: [blankTee] });
      const { unmount } = renderPdp({ url, initialData: null, catalog });
      expect(await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
      expect(catalog.calls[0]?.path).toBe('/api/products/heavy-cotton-tee');
      unmount();
    }
  });

  it('loads the next product when the location moves to another product', async () => {
    const catalog = fixtureCatalog({ us: [blankTee, transfer] });
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    act(() => goTo('/full-color-transfer.html'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Full Color Transfer' })).toBeInTheDocument();
    expect(catalog.calls.map((c) => c.path)).toEqual(['/api/products/full-color-transfer']);
    // Going back does not reuse the document's data (it belongs to the first visit) — it fetches.
    act(() => goTo('/heavy-cotton-tee.html'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(catalog.calls).toHaveLength(2);
  });

  it('formats CAD and states the currency in the ca store', async () => {
    const catalog = fixtureCatalog({ ca: [blankTeeCa] });
    renderPdp({ url: '/ca/heavy-cotton-tee.html', initialData: null, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(headlinePrice('$11.25')).toHaveAttribute('data-currency', 'CAD');
    expect(catalog.calls[0]?.params).toEqual({ store: 'ca' });
    expect(screen.getByText('Prices in CAD')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Price per item by quantity (Prices in CAD)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gildan' })).toHaveAttribute('href', '/ca/brands/gildan');
    // en-CA spells it colour, like the rest of the Canadian store
    expect(screen.getByRole('radiogroup', { name: /^Colour: / })).toBeInTheDocument();
    expect(screen.queryByText(/\bColor\b/)).not.toBeInTheDocument();
  });
});

describe('unknown product', () => {
  it('shows "Product not found" with a way on when the API answers 404', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] });
    renderPdp({ url: '/no-such-tee.html', initialData: null, catalog });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for “no such tee”' })).toHaveAttribute('href', '/?search=no%20such%20tee');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows it straight from a 404 document without asking the API again', () => {
    const { catalog } = renderPdp({ url: '/ca/no-such-tee.html', initialData: { kind: 'none' }, status: 404 });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/ca');
    expect(catalog.calls).toHaveLength(0);
  });
});

describe('load failure', () => {
  it('shows the network error and retries on request', async () => {
    const user = userEvent.setup();
    const catalog = fixtureCatalog({ us: [blankTee] });
    catalog.setMode('network-down');
    renderPdp({ url: '/heavy-cotton-tee.html', initialData: null, catalog });

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server');
    catalog.setMode('answer');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(catalog.calls).toHaveLength(2);
  });

  it('treats a server error as an error, not as an unknown product', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] });
    catalog.setMode('server-error');
    renderPdp({ url: '/heavy-cotton-tee.html', initialData: null, catalog });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Product not found' })).not.toBeInTheDocument();
  });
});
