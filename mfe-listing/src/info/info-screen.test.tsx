import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hourText, PRODUCTION_DAYS, SPEED_PRICES, STOCK_CUTOFFS } from '@storefront/delivery';
import { INFO_PAGES } from '@storefront/routing';
import { formatMoney, STORES } from '@storefront/store-config';
import { fakeHttp } from '../fixtures/fake-http';
import { renderArea, setViewportWidth } from '../fixtures/render-area';

const PAGES = Object.entries(INFO_PAGES);

describe("the store's information pages", () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it.each(['', '/ca'])('%s: each page shows its heading and asks the API for nothing', (prefix) => {
    for (const [path, heading] of PAGES) {
      const http = fakeHttp(() => {
        throw new Error('no request expected');
      });
      const { unmount } = renderArea({ url: `${prefix}/${path}`, http });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(http.calls).toEqual([]);
      unmount();
    }
  });

  it.each(['us', 'ca'] as const)('%s: Shipping states each speed’s price, the free-shipping threshold and the turnaround from the constants', (store) => {
    renderArea({ url: store === 'ca' ? '/ca/shipping' : '/shipping', http: fakeHttp(() => ({})) });
    // Testing Library reads text with whitespace collapsed: "CAD 11.95" has a no-break space
    const money = (n: number) => formatMoney(n, store, { showCode: store === 'ca' }).replace(/\s/g, ' ');
    const table = screen.getByRole('table', { name: `Shipping speeds in the ${STORES[store].name} store` });
    for (const [speed, label] of [['standard', 'Standard'], ['expedited', 'Expedited'], ['overnight', 'Overnight']] as const) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${label}`) });
      expect(row).toHaveTextContent(money(SPEED_PRICES[store][speed]));
    }
    expect(within(table).getByRole('row', { name: /^Overnight/ })).toHaveTextContent('1 business day');
    expect(screen.getByText(new RegExp(`free on orders of ${money(STORES[store].freeShippingFrom).replace(/[$.]/g, '\\$&')} or more`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`ordered by ${hourText(STOCK_CUTOFFS.blanks.standard.hour)}`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`after ${PRODUCTION_DAYS.made} business day`))).toBeInTheDocument();
  });

  it('Help links to the other pages, in the store of the page', () => {
    renderArea({ url: '/ca/help', http: fakeHttp(() => ({})) });
    for (const [path, heading] of PAGES.filter(([p]) => p !== 'help')) {
      expect(screen.getByRole('link', { name: heading })).toHaveAttribute('href', `/ca/${path}`);
    }
  });

  it('Help holds the consumer review policy the review summary links to (#review-policy), listed in its topics', () => {
    renderArea({ url: '/ca/help', http: fakeHttp(() => ({})) });
    const policy = screen.getByRole('region', { name: 'Consumer review policy' });
    expect(policy).toHaveAttribute('id', 'review-policy');
    expect(policy).toHaveTextContent(/Only shoppers who bought a product and received it can review it/);
    expect(screen.getByRole('link', { name: 'Consumer review policy' })).toHaveAttribute('href', '#review-policy');
  });

  it('Contact gives an obviously demo address and says so', () => {
    renderArea({ url: '/contactus', http: fakeHttp(() => ({})) });
    expect(screen.getByText(/demonstration store/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@storefront.example' })).toHaveAttribute('href', 'mailto:help@storefront.example');
  });
});
