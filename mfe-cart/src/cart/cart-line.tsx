import { useId } from 'react';
import type { CartLine as Line } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Price, ResponsiveImage, Spinner, useShop, useStoreWords } from '@storefront/ui';
import type { CartActions, CartPending } from './cart.store';
import { QuantityEditor } from './quantity-editor';
import { INSTANT_DOWNLOAD, lineName } from '../digital/digital-lines';

/**
 * One cart line: image, product link, colour and size (a digital asset's licence and "Instant
 * download" instead), unit price, quantity editor, line total, remove.
 */
export function CartLine({ line, pending, error, actions }: { line: Line; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const { Colour } = useStoreWords();
  const variantId = useId();
  const errorId = useId();
  const title = lineName(line);
  const licence = line.digital_asset;
  const mine = pending !== null && 'lineId' in pending && pending.lineId === line.id;

  return (
    <li className="cart-line" aria-busy={mine}>
      <ResponsiveImage image={line.image} sizes="(max-width: 767px) 80px, 120px" className="cart-line__image" />
      <div className="cart-line__body">
        <h2 className="cart-line__title">
          <AppLink href={withStore(line.product.url, store.code)} className="sf-quiet-link">
            {line.product.title}
          </AppLink>
        </h2>
        {licence ? (
          // a file, not a garment: the licence stands where colour and size would, and nothing ships
          <p id={variantId} className="cart-line__variant">
            <span>{licence.licence_label}</span>
            <span>{INSTANT_DOWNLOAD}</span>
          </p>
        ) : (
          <p id={variantId} className="cart-line__variant">
            <span className="cart-swatch" style={{ backgroundColor: line.composition.color_hex }} aria-hidden="true" />
            <span>{`${Colour}: ${line.composition.color_name}`}</span>
            <span>Size: {line.size}</span>
          </p>
        )}
        <p className="cart-line__unit">
          <Price money={line.unit_price} /> each
        </p>
      </div>
      <p className="cart-line__total">
        <span className="sf-visually-hidden">Line total </span>
        <Price money={line.line_total} />
      </p>
      {/* a row of its own under the details and the total, so the total never covers Update */}
      <div className="cart-line__controls">
        <QuantityEditor
          key={line.quantity}
          title={title}
          quantity={line.quantity}
          disabled={pending !== null}
          describedBy={error ? `${variantId} ${errorId}` : variantId}
          onChange={(q) => void actions.setQuantity(line.id, q)}
          onError={(message) => actions.setLineError(line.id, message)}
        />
        <button
          type="button"
          className="sf-button sf-button--link"
          aria-label={`Remove ${title}`}
          aria-describedby={variantId}
          disabled={pending !== null}
          onClick={() => void actions.removeLine(line.id)}
        >
          Remove
        </button>
        {mine ? <Spinner label={pending.kind === 'remove' ? `Removing ${title}` : `Updating ${title}`} /> : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="cart-line__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
