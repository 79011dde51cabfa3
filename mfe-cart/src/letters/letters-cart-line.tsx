import type { CartLetters, CartLine } from '@storefront/contracts';
import { useShop, useStoreWords } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { PrintLineFrame } from '../cart/print-line-frame';
import { LettersThumb } from './letters-thumb';
import { colourText, lettersText, lettersThumbLabel, quoted } from './letters-words';

/**
 * A lettering transfer (a line of text set in a bundled font): the cart's picture of it, the text in
 * quotes with a "Lettering" badge, the font, capital height, size and characters, the colour, the
 * price per transfer and the line's total, and the cart's own quantity (its refusal shows here) and
 * Remove. `name` ("“TEAM ROCKET”, lettering 12.4 × 2 in") names every control.
 */
export function LettersCartLine({ line, letters, name, pending, error, actions }: { line: CartLine; letters: CartLetters; name: string; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const { Colour } = useStoreWords();
  return (
    <PrintLineFrame
      line={line}
      name={name}
      className="cart-letters"
      thumb={<LettersThumb image={line.image} colour={letters.colour} label={lettersThumbLabel(letters.text, line.size)} />}
      title={
        <>
          <span className="cart-letters__text">{quoted(letters.text)}</span> <span className="cart-made__badge">Lettering</span>
        </>
      }
      details={<span>{lettersText(letters, line.size, store.code)}</span>}
      pending={pending}
      error={error}
      actions={actions}
    >
      <p className="cart-letters__colour">
        <span className="cart-swatch" style={{ backgroundColor: letters.colour }} aria-hidden="true" />
        {Colour}: {colourText(letters.colour)}
      </p>
    </PrintLineFrame>
  );
}
