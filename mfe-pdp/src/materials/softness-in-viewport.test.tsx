import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI } from '@storefront/store-config';
import { VIEWPORT_GUTTER_PX } from '@storefront/ui';
import { blankTee } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

/**
 * jsdom lays nothing out, so the tooltip's box is given as the browser measured it on a phone: the
 * "i" sits about 230 px from the left and the bubble is 274 px wide (§9).
 */
describe('softness tooltip on a phone', () => {
  let tipLeft = 0;
  const setViewport = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const trigger = () => screen.getByRole('button', { name: 'About the softness score' });

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.getAttribute('role') === 'tooltip' ? UI.softnessTooltipWidthPx : 0;
      // the box as laid out, before any shift of ours: a `translate` would move it by that much
      const shift = Number.parseFloat(this.style.getPropertyValue('translate')) || 0;
      const left = this.getAttribute('role') === 'tooltip' ? tipLeft + shift : 0;
      return { left, right: left + width, width, x: left, y: 0, top: 0, bottom: 0, height: 0, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setViewport(1024);
  });

  // a click opens it at once (no hover delay to wait out)
  const open = () => fireEvent.click(trigger());

  it.each([
    [320, 180],
    [375, 224],
    [414, 262],
  ])('stays inside a %i px viewport', (viewport, left) => {
    setViewport(viewport);
    tipLeft = left;
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    open();
    const tip = screen.getByRole('tooltip');
    const box = tip.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(VIEWPORT_GUTTER_PX);
    expect(box.right).toBeLessThanOrEqual(viewport - VIEWPORT_GUTTER_PX);
    expect(tip.style.getPropertyValue('translate')).toBe(`${viewport - VIEWPORT_GUTTER_PX - (left + UI.softnessTooltipWidthPx)}px 0`);
  });

  it('is not moved where it fits, and is re-placed when the viewport narrows', () => {
    setViewport(1024);
    tipLeft = 500;
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    open();
    const tip = screen.getByRole('tooltip');
    expect(tip.style.getPropertyValue('translate')).toBe('');

    setViewport(700);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(tip.style.getPropertyValue('translate')).toBe(`${700 - VIEWPORT_GUTTER_PX - 774}px 0`);
  });
});
