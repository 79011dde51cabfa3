import { useId } from 'react';
import type { CartGangSheet, CartLine } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Price, Spinner, useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { QuantityEditor } from '../cart/quantity-editor';
import { GangSheetThumb } from './gang-sheet-thumb';
import { imagesText, percentText } from './gang-sheet-words';

/**
 * A gang sheet of the shopper's transfers: its preview, size, how many images and how full, the
 * price per sheet and the line's total, and the cart's own quantity and Remove. `name` ("Gang sheet
 * 22 × 60 in", numbered when the cart holds more of that size) names every control.
 */
export function GangSheetCartLine({ line, sheet, name, pending, error, actions }: { line: CartLine; sheet: CartGangSheet; name: string; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const headingId = useId();
  const detailsId = useId();
  const errorId = useId();
  const mine = pending !== null && 'lineId' in pending && pending.lineId === line.id;
  const busy = pending !== null;

  return (
    <li className="cart-line cart-gang-line" aria-labelledby={headingId} aria-busy={mine}>
      <div className="cart-line__image">
        <GangSheetThumb src={line.image.src} name={name} size={120} />
      </div>
      <div className="cart-line__body">
        <h2 id={headingId} className="cart-line__title">
          {name}
        </h2>
        <p className="cart-dtf__product">
          <AppLink href={withStore(line.product.url, store.code)} className="sf-quiet-link">
            {line.product.title}
          </AppLink>
        </p>
        <p id={detailsId} className="cart-line__variant">
          <span>
            {imagesText(sheet.images)}, {percentText(sheet.used_percent, store.code)} used
          </span>
        </p>
        <p className="cart-line__unit">
          <Price money={line.unit_price} /> each
        </p>
      </div>
      <p className="cart-line__total">
        <span className="sf-visually-hidden">Line total </span>
        <Price money={line.line_total} />
      </p>
      <div className="cart-line__controls">
        <QuantityEditor
          key={line.quantity}
          title={name}
          quantity={line.quantity}
          disabled={busy}
          describedBy={error ? `${detailsId} ${errorId}` : detailsId}
          onChange={(q) => void actions.setQuantity(line.id, q)}
          onError={(message) => actions.setLineError(line.id, message)}
        />
        <button type="button" className="sf-button sf-button--link" aria-label={`Remove ${name}`} aria-describedby={detailsId} disabled={busy} onClick={() => void actions.removeLine(line.id)}>
          Remove
        </button>
        {mine ? <Spinner label={pending.kind === 'remove' ? `Removing ${name}` : `Updating ${name}`} /> : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="cart-line__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
