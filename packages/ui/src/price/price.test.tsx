import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreProvider } from '../store/store-context';
import { Price } from './price';

describe('Price', () => {
  it('formats in the store currency and shows the code when asked', () => {
    render(
      <StoreProvider store="ca">
        <Price money={{ amount: 199900, currency: 'CAD' }} showCode />
      </StoreProvider>,
    );
    expect(screen.getByText(/CAD\s?1,999\.00/)).toBeInTheDocument();
  });
});
