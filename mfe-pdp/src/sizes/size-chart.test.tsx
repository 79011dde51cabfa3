import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankTee, blankTeeCa, dtfBySize, transfer } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

const openButton = () => screen.getByRole('button', { name: 'Size chart' });
const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));

describe('size chart', () => {
  it('opens from the product page in a dialog, in inches in the US store, switchable to centimetres', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    expect(openButton()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(openButton());

    // the dialog's code arrives with the first press
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    expect(within(dialog).getByText('Adult T-shirt')).toBeInTheDocument();
    const units = within(dialog).getByRole('group', { name: 'Units' });
    expect(within(units).getByRole('radio', { name: 'Inches' })).toBeChecked();

    const table = within(dialog).getByRole('table', { name: 'Adult T-shirt measurements in inches' });
    expect(cells(table)).toEqual([
      ['Size', 'Chest width (in)', 'Body length (in)'],
      ['S', '18', '28'],
      ['M', '20', '29'],
      ['L', '22', '30'],
      ['XL', '24', '31'],
      ['2XL', '26', '32'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'M' })).toBeInTheDocument();

    await user.click(within(units).getByRole('radio', { name: 'Centimeters' }));
    const metric = within(dialog).getByRole('table', { name: 'Adult T-shirt measurements in centimeters' });
    expect(cells(metric)[0]).toEqual(['Size', 'Chest width (cm)', 'Body length (cm)']);
    expect(cells(metric)[1]).toEqual(['S', '46', '71']);

    // how each measure is taken
    expect(within(dialog).getByText('From the highest point of the shoulder down to the bottom hem.')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Adult T-shirt measurements' })).toHaveAttribute('tabindex', '0');
  });

  it('closes on Escape and on its close button, giving focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    await user.click(openButton());
    expect(await screen.findByRole('dialog', { name: 'Size chart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();

    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Close Size chart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts in centimetres in the Canadian store, spelt the Canadian way', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/ca/heavy-cotton-tee.html', product: blankTeeCa });
    await user.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    expect(within(dialog).getByRole('radio', { name: 'Centimetres' })).toBeChecked();
    expect(cells(within(dialog).getByRole('table'))[5]).toEqual(['2XL', '66', '81']);
  });

  it('is not offered for products without a size run (stickers, transfers)', () => {
    renderPdp({ url: '/full-color-transfer.html', product: transfer });
    expect(screen.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument();
  });

  it('is not offered for made-to-order sizes either', () => {
    renderPdp({ url: '/custom-dtf-transfers-by-size.html', product: dtfBySize });
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument();
  });
});
