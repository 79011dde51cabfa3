import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreProvider } from './store-context';
import { colourWord, useStoreWords } from './store-words';

function ColourLabel() {
  const { Colour, colour } = useStoreWords();
  return <p>{`${Colour}: choose a ${colour}`}</p>;
}

describe('colourWord', () => {
  it('spells colour as the store writes English', () => {
    expect(colourWord('en-CA')).toBe('colour');
    expect(colourWord('en-CA', true)).toBe('Colour');
    expect(colourWord('en-US')).toBe('color');
    expect(colourWord('en-US', true)).toBe('Color');
  });
});

describe('useStoreWords', () => {
  it('follows the store of the surrounding StoreProvider', () => {
    render(
      <>
        <StoreProvider store="ca"><ColourLabel /></StoreProvider>
        <StoreProvider store="us"><ColourLabel /></StoreProvider>
      </>,
    );
    expect(screen.getByText('Colour: choose a colour')).toBeInTheDocument();
    expect(screen.getByText('Color: choose a color')).toBeInTheDocument();
  });

  it('uses US English outside a provider (the default shop)', () => {
    render(<ColourLabel />);
    expect(screen.getByText('Color: choose a color')).toBeInTheDocument();
  });
});
