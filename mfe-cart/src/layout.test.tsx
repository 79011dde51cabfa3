// jsdom lays nothing out, so the phone-width rules are checked where they live: the stylesheet's
// grid tracks and the cart line's areas, and that the screens put each control in its own area.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOODIE, TEE, fakeShop } from './fixtures/fake-shop';
import { renderArea } from './fixtures/render-area';

const css = readFileSync(join(__dirname, 'styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** Every innermost rule (those inside @media too): selector and declarations. */
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));
const declared = (property: string) =>
  rules.flatMap((r) => [...r.body.matchAll(new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`, 'g'))].map((m) => ({ selector: r.selector, value: m[1]!.trim() })));

describe('cart styles at 320–414 px', () => {
  it('sizes no grid column by its content: a flexible track is minmax(0, …), so a long name or email cannot widen the page', () => {
    const columns = declared('grid-template-columns');
    expect(columns.length).toBeGreaterThan(5);
    for (const { selector, value } of columns) {
      // a bare "1fr" is minmax(auto, 1fr): it grows to its widest content
      const bare = value.replace(/minmax\([^)]*\)/g, '').match(/(^|\s)[\d.]+fr\b/);
      expect(bare, `${selector} { grid-template-columns: ${value} }`).toBeNull();
    }
    // one-column grids say so too: an implicit column is auto-sized
    for (const grid of ['.cart-layout', '.cart-steps', '.cart-address', '.cart-thanks__details']) {
      expect(columns.some((c) => c.selector === grid), grid).toBe(true);
    }
  });

  it('gives the cart line’s controls a row of their own, never shared with the line total', () => {
    const areas = declared('grid-template-areas').filter((a) => a.selector === '.cart-line');
    expect(areas).toHaveLength(2);
    for (const { value } of areas) {
      const rows = [...value.matchAll(/'([^']*)'/g)].map((m) => m[1]!.split(/\s+/));
      const withControls = rows.filter((r) => r.includes('controls'));
      expect(withControls.length).toBeGreaterThan(0);
      for (const row of withControls) expect(row.filter((a) => a !== 'controls' && a !== 'image')).toEqual([]);
    }
  });

  it('lets the wrapping rows wrap: quantity form, line controls, coupon row and choices', () => {
    const wraps = new Set(declared('flex-wrap').filter((d) => d.value === 'wrap').map((d) => d.selector));
    for (const row of ['.cart-qty', '.cart-line__controls', '.cart-coupon__row', '.cart-choice', '.cart-actions']) expect(wraps, row).toContain(row);
  });
});

describe('cart line markup', () => {
  it('puts image, details, total, controls and error each directly in the line, where the grid areas place them', async () => {
    renderArea({ url: '/cart', http: fakeShop({ lines: [{ product: TEE, quantity: 2 }, { product: HOODIE, quantity: 1 }] }).http });
    await screen.findByRole('list', { name: 'Items in your cart' });
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    const line = screen.getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    const areas = ['.cart-line__image', '.cart-line__body', '.cart-line__total', '.cart-line__controls', '.cart-line__error'];
    for (const area of areas) expect(line.querySelector(`:scope > ${area}`), area).not.toBeNull();
    expect(line.querySelector(':scope > .cart-line__controls')).toContainElement(screen.getByRole('button', { name: 'Update quantity of Heavy Cotton Tee' }));
  });
});
