import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankTee } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

const gallery = () => screen.getByRole('region', { name: 'Product images' });
const shownAlt = () => within(gallery()).getAllByRole('img')[0]?.getAttribute('alt');

describe('gallery', () => {
  it('shows the image a thumbnail names, marked as current', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(shownAlt()).toBe('black view 3');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).not.toHaveAttribute('aria-current');
    // Only the first image is fetched at high priority; the others load normally.
    expect(within(gallery()).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
  });

  it('moves between images with the arrow keys, wrapping around, and keeps focus on the current thumbnail', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    // Only the current thumbnail is in the Tab order.
    await user.tab();
    while (document.activeElement && !gallery().contains(document.activeElement)) await user.tab();
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('black view 2');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownAlt()).toBe('black view 3');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(shownAlt()).toBe('black view 1');
    await user.keyboard('{End}');
    expect(shownAlt()).toBe('black view 3');
  });

  it('goes back to the first image of the new colour when the colour changes', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    await user.click(screen.getByRole('radio', { name: 'Heather Grey' }));
    expect(shownAlt()).toBe('heather-grey view 1');
    expect(screen.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute('aria-current', 'true');
  });
});
