import { useId } from 'react';
import type { CartLine, CartSticker } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Price, Spinner, useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { QuantityEditor } from '../cart/quantity-editor';
import { dpiText, qualityWarning } from '../dtf/dtf-words';
import { StickerThumb, stickerThumbLabel } from './sticker-thumb';
import { cutLineText, stickerText } from './sticker-words';

/**
 * Stickers from the shopper's artwork: the thumbnail with its cut line, the artwork's name, the
 * shape and size, the cut line's offset and the DPI (with what a low resolution means), the price
 * per sticker and the line's total, and the cart's own quantity (the cart refuses under 50, and
 * its message shows here) and Remove. `name` ("logo.png, die-cut stickers 2.25 × 2.25 in") names
 * every control.
 */
export function StickerCartLine({ line, sticker, name, pending, error, actions }: { line: CartLine; sticker: CartSticker; name: string; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const headingId = useId();
  const detailsId = useId();
  const errorId = useId();
  const mine = pending !== null && 'lineId' in pending && pending.lineId === line.id;
  const busy = pending !== null;
  const what = stickerText(sticker.shape, line.size);
  // a sticker under 100 DPI was added with the shopper's waiver, which the line does not repeat
  const warning = qualityWarning({ quality: sticker.quality });

  return (
    <li className="cart-line cart-sticker" aria-labelledby={headingId} aria-busy={mine}>
      <div className="cart-line__image">
        <StickerThumb src={line.image.src} sticker={sticker} label={stickerThumbLabel(sticker.name, what)} size={120} />
      </div>
      <div className="cart-line__body">
        <h2 id={headingId} className="cart-line__title">
          {sticker.name} <span className="cart-made__badge">Stickers</span>
        </h2>
        <p className="cart-dtf__product">
          <AppLink href={withStore(line.product.url, store.code)} className="sf-quiet-link">
            {line.product.title}
          </AppLink>
        </p>
        <p id={detailsId} className="cart-line__variant">
          <span>{what}</span>
          <span>{cutLineText(sticker.offset_in, store.code)}</span>
          <span>{dpiText(sticker.dpi, store.code)}</span>
        </p>
        {warning ? <p className={`cart-dtf__quality cart-dtf__quality--${sticker.quality}`}>{warning}</p> : null}
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
