import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING, UI } from '@storefront/store-config';
import { blankTee, transfer } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

const trigger = () => screen.getByRole('button', { name: 'About the softness score' });

describe('softness score', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the score and its label', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    expect(screen.getByText('6.5/10 · Soft')).toBeInTheDocument();
  });

  // fireEvent rather than userEvent: Testing Library's async wrapper waits on a real-time setTimeout,
  // which never fires under vitest's fake timers.
  it('opens the scale tooltip only after the hover delay', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });

    fireEvent.mouseEnter(trigger());
    act(() => vi.advanceTimersByTime(TIMING.tooltipHoverDelayMs - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveStyle({ width: `${UI.softnessTooltipWidthPx}px` });
    const items = within(tip).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Very soft — ultra-luxe softness',
      'Soft — smooth and comfy (this product)',
      'Everyday — basic comfort',
      'Rough — coarse feel',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(tip).getByText('Source: Lab hand-feel panel · Ring-spun cotton blend')).toBeInTheDocument();

    fireEvent.mouseLeave(trigger());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens at once on keyboard focus, without the hover delay', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    fireEvent.focus(trigger());
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Everyday — basic comfort');
  });

  it('highlights the label the score maps to when the service label is not on the scale', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: { ...blankTee, softness: { ...blankTee.softness!, score: 9, label: 'ultra' } } });
    fireEvent.focus(trigger());
    act(() => vi.advanceTimersByTime(0));
    const current = within(screen.getByRole('tooltip')).getAllByRole('listitem').filter((li) => li.hasAttribute('aria-current'));
    expect(current.map((li) => li.textContent)).toEqual(['Very soft — ultra-luxe softness (this product)']);
  });

  it('is left out for products without a score', () => {
    renderPdp({ url: '/full-color-transfer.html', product: transfer });
    expect(screen.queryByRole('button', { name: 'About the softness score' })).not.toBeInTheDocument();
    expect(screen.getByText('100% vinyl')).toBeInTheDocument();
  });
});
