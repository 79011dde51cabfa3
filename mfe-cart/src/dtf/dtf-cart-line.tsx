import { useId } from 'react';
import type { CartDtfPrint, CartLine } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Price, Spinner, useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { QuantityEditor } from '../cart/quantity-editor';
import { AddSizeForm } from './add-size-form';
import { ChangeSizeForm } from './change-size-form';
import { DtfThumb } from './dtf-thumb';
import { dpiText, dtfLineName, qualityWarning } from './dtf-words';
import { PreCutToggle } from './pre-cut-toggle';

const BUSY_WORDS: Record<string, string> = {
  remove: 'Removing',
  'pre-cut': 'Changing pre-cut of',
  'dtf-size': 'Changing the size of',
  'dtf-add-size': 'Adding another size of',
};

/**
 * DTF transfers printed from the shopper's artwork: its thumbnail, name, size and DPI (with what a
 * low resolution means), the price per piece as the cart broke it down, and its controls — quantity
 * and remove (the cart's own line calls), pre-cut, change size, add another size. Every control is
 * named after the artwork and its size, since a cart may hold several.
 */
export function DtfCartLine({ line, print, pending, error, actions }: { line: CartLine; print: CartDtfPrint; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const headingId = useId();
  const detailsId = useId();
  const errorId = useId();
  const name = dtfLineName(print, line.size);
  const mine = pending !== null && 'lineId' in pending && pending.lineId === line.id;
  const busy = pending !== null;
  const describedBy = error ? `${detailsId} ${errorId}` : detailsId;
  const warning = qualityWarning(print);

  return (
    <li className="cart-line cart-dtf" aria-labelledby={headingId} aria-busy={mine}>
      <div className="cart-line__image">
        <DtfThumb src={line.image.src} name={print.name} size={120} />
      </div>
      <div className="cart-line__body">
        <h2 id={headingId} className="cart-line__title">
          {print.name} <span className="cart-made__badge">DTF transfers</span>
        </h2>
        <p className="cart-dtf__product">
          <AppLink href={withStore(line.product.url, store.code)} className="sf-quiet-link">
            {line.product.title}
          </AppLink>
        </p>
        <p id={detailsId} className="cart-line__variant">
          <span>Size: {line.size}</span>
          <span>{dpiText(print.dpi, store.code)}</span>
          {print.pre_cut ? <span>Pre-cut</span> : null}
        </p>
        {warning ? <p className={`cart-dtf__quality cart-dtf__quality--${print.quality}`}>{warning}</p> : null}
        <dl className="cart-made__breakdown" aria-label={`Price of ${name}`}>
          <div>
            <dt>Print</dt>
            <dd>
              <Price money={print.print_unit_price} /> per piece
            </dd>
          </div>
          {print.pre_cut ? (
            <div>
              <dt>Pre-cut</dt>
              <dd>
                <Price money={print.pre_cut_unit_price} /> per piece
              </dd>
            </div>
          ) : null}
        </dl>
        {print.minimum_applied ? <p className="cart-muted cart-dtf__note">A transfer this small is charged the minimum price per piece.</p> : null}
        <p className="cart-line__unit">
          <Price money={line.unit_price} /> each
        </p>
      </div>
      <p className="cart-line__total">
        <span className="sf-visually-hidden">Line total </span>
        <Price money={line.line_total} />
      </p>
      <div className="cart-dtf__controls">
        <div className="cart-line__controls">
          <QuantityEditor
            key={line.quantity}
            title={name}
            quantity={line.quantity}
            disabled={busy}
            describedBy={describedBy}
            onChange={(q) => void actions.setQuantity(line.id, q)}
            onError={(message) => actions.setLineError(line.id, message)}
          />
          <button type="button" className="sf-button sf-button--link" aria-label={`Remove ${name}`} aria-describedby={detailsId} disabled={busy} onClick={() => void actions.removeLine(line.id)}>
            Remove
          </button>
          <PreCutToggle print={print} lineName={name} disabled={busy} describedBy={detailsId} onChange={(preCut) => void actions.setPreCut(line.id, preCut)} />
          {mine ? <Spinner label={`${BUSY_WORDS[pending.kind] ?? 'Updating'} ${name}`} /> : null}
        </div>
        <div className="cart-dtf__sizes">
          <ChangeSizeForm key={print.width_in} lineId={line.id} widthIn={print.width_in} lineName={name} disabled={busy} describedBy={describedBy} actions={actions} />
          <AddSizeForm lineId={line.id} quantity={line.quantity} lineName={name} disabled={busy} describedBy={describedBy} actions={actions} />
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="cart-line__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
