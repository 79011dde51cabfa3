import type { CartLine, CartSpangle } from '@storefront/contracts';
import { useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { PrintLineFrame } from '../cart/print-line-frame';
import { SpangleThumb } from './spangle-thumb';
import { colourCountText, spangleText, spangleThumbLabel } from './spangle-words';

/**
 * Spangle (rhinestone) transfers from the shopper's artwork: the pattern's picture, the artwork's
 * name, the size and the stone count, the stones per colour, the price per transfer and the line's
 * total, and the cart's own quantity (its refusal shows here) and Remove. `name` ("logo.png, SS16
 * spangle transfers 3 × 2 in") names every control.
 */
export function SpangleCartLine({ line, spangle, name, pending, error, actions }: { line: CartLine; spangle: CartSpangle; name: string; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  return (
    <PrintLineFrame
      line={line}
      name={name}
      className="cart-spangle"
      thumb={<SpangleThumb src={line.image.src} label={spangleThumbLabel(spangle.name, line.size)} size={120} />}
      title={
        <>
          {spangle.name} <span className="cart-made__badge">Spangles</span>
        </>
      }
      details={<span>{spangleText(spangle, line.size, store.code)}</span>}
      pending={pending}
      error={error}
      actions={actions}
    >
      <ul className="cart-spangle__colours" aria-label={`Stone colours of ${name}`}>
        {spangle.colours.map((c) => (
          <li key={c.name}>
            <span className="cart-swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
            {colourCountText(c, store.code)}
          </li>
        ))}
      </ul>
    </PrintLineFrame>
  );
}
