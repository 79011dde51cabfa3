import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { parseQuantity, QuantityInput } from './quantity-input';

describe('parseQuantity', () => {
  it('takes whole numbers from 1 to the cart limit, spaces around allowed', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity(String(CART_MAX_QUANTITY))).toBe(CART_MAX_QUANTITY);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '-1', '1.5', '2e3', 'abc', String(CART_MAX_QUANTITY + 1)]) expect(parseQuantity(text)).toBeNull();
  });
});

describe('QuantityInput', () => {
  it('is a labelled number input bounded by the cart limit that reports each edit', async () => {
    function Field() {
      const [value, setValue] = useState('1');
      return <QuantityInput aria-label="Quantity" value={value} onValue={setValue} />;
    }
    render(<Field />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', String(CART_MAX_QUANTITY));
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(input).toHaveValue(12);
  });
});
