import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreCode } from '@storefront/store-config';
import { SHEET_60_LINE_ID, gangSheetOrderDetail } from '../fixtures/gang-sheet-order';
import { fixtureHttp } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';

async function openOrder(store: StoreCode = 'us') {
  const order = gangSheetOrderDetail(store);
  const fx = fixtureHttp({ [`GET /api/v2/orders/${order.number}.json`]: { order } });
  renderAccount({ url: `${store === 'ca' ? '/ca' : ''}/orders/${order.number}`, http: fx.http });
  await screen.findByText('Summary');
  return { fx, order };
}

const lineOf = (sheet: string) => screen.getByRole('img', { name: `${sheet}, preview` }).closest('li')!;

describe('order detail: gang sheets', () => {
  it('shows each sheet with its preview, its size and how many images; the plain line is unchanged', async () => {
    await openOrder();
    const sheet = lineOf('Gang sheet 22 × 60 in');
    const preview = within(sheet).getByRole('img', { name: 'Gang sheet 22 × 60 in, preview' });
    expect(preview).toHaveAttribute('src', `/api/cart/gang_sheets/${SHEET_60_LINE_ID}/preview.png`);
    // a long sheet fits a square box: its size is set, so nothing shifts when it loads
    expect(preview).toHaveAttribute('width', '80');
    expect(preview).toHaveAttribute('height', '80');
    expect(within(sheet).getByRole('link', { name: 'Custom DTF Gang Sheets' })).toBeInTheDocument();
    expect(within(sheet).getByText(/^Gang sheet 22 × 60 in · 12 images/)).toHaveTextContent('Gang sheet 22 × 60 in · 12 images · Qty 1 × $29.99');
    expect(within(lineOf('Gang sheet 22 × 240 in')).getByText(/^Gang sheet 22 × 240 in/)).toHaveTextContent('Gang sheet 22 × 240 in · 1 image · Qty 2 × $105.99');
    expect(within(lineOf('Gang sheet 22 × 240 in')).getByText('$211.98')).toBeInTheDocument();
    // nothing to buy again here (yet): no form on a sheet's line
    expect(within(sheet).queryByRole('form')).not.toBeInTheDocument();
    expect(within(sheet).queryByText(/Full color|Size /)).not.toBeInTheDocument();

    const tee = screen.getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText(/^White · Size M/)).toBeInTheDocument();
  });

  it('shows the Canadian order’s sheets in CAD', async () => {
    await openOrder('ca');
    const sheet = lineOf('Gang sheet 22 × 60 in');
    expect(within(sheet).getByText('$39.99', { selector: 'p > [data-currency]' })).toHaveAttribute('data-currency', 'CAD');
    expect(within(sheet).getByText(/^Gang sheet 22 × 60 in · 12 images/)).toHaveTextContent('Gang sheet 22 × 60 in · 12 images · Qty 1 × $39.99');
  });
});
