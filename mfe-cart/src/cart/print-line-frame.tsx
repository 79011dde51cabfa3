import { useId, type ReactNode } from 'react';
import type { CartLine } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Price, Spinner, useShop } from '@storefront/ui';
import type { CartActions, CartPending } from './cart.store';
import { QuantityEditor } from './quantity-editor';

/** What the line's own controls are described by: its details, and its error while there is one. */
export interface PrintLineIds {
  /** the details line (size, DPI, stones…) */
  details: string;
  /** the details and the line's error, when it has one */
  describedBy: string;
}

type LineChange = Extract<CartPending, { lineId: string }>['kind'];

/** What the spinner says while a change of this line runs, before the line's name. */
const BUSY_WORDS: Partial<Record<LineChange, string>> = { remove: 'Removing' };

/**
 * One cart line of something printed from the shopper's artwork (DTF transfers, gang sheets,
 * stickers, spangles): the thumbnail, the heading, the product link, the details every control is
 * described by, what the kind adds (`children`), the price each and the line total, then the
 * cart's own quantity and Remove (with any controls the kind adds), the busy spinner while a change
 * of this line runs, and the line's error. `name` ("logo.png, 4 × 3.5 in") names every control.
 */
export function PrintLineFrame({
  line,
  name,
  className,
  thumb,
  title,
  details,
  children,
  pending,
  error,
  actions,
  busyWords,
  controls,
  below,
}: {
  line: CartLine;
  name: string;
  /** the kind's class beside `cart-line` ("cart-dtf") */
  className: string;
  thumb: ReactNode;
  /** the heading's content: the artwork's name and a badge, or the sheet's name */
  title: ReactNode;
  /** the spans of the details line */
  details: ReactNode;
  /** more about the line, between the details and the price each */
  children?: ReactNode;
  pending: CartPending | null;
  error: string | undefined;
  actions: CartActions;
  /** what the spinner says for the kind's own changes ("Changing pre-cut of") */
  busyWords?: Partial<Record<LineChange, string>>;
  /** more controls in the quantity's row, after Remove */
  controls?: (ids: PrintLineIds) => ReactNode;
  /** controls under that row (the transfers' size forms) */
  below?: (ids: PrintLineIds) => ReactNode;
}) {
  const store = useShop();
  const headingId = useId();
  const detailsId = useId();
  const errorId = useId();
  const mine = pending !== null && 'lineId' in pending && pending.lineId === line.id;
  const busy = pending !== null;
  const ids: PrintLineIds = { details: detailsId, describedBy: error ? `${detailsId} ${errorId}` : detailsId };

  const row = (
    <div className="cart-line__controls">
      <QuantityEditor
        key={line.quantity}
        title={name}
        quantity={line.quantity}
        disabled={busy}
        describedBy={ids.describedBy}
        onChange={(q) => void actions.setQuantity(line.id, q)}
        onError={(message) => actions.setLineError(line.id, message)}
      />
      <button type="button" className="sf-button sf-button--link" aria-label={`Remove ${name}`} aria-describedby={detailsId} disabled={busy} onClick={() => void actions.removeLine(line.id)}>
        Remove
      </button>
      {controls?.(ids)}
      {mine ? <Spinner label={`${busyWords?.[pending.kind] ?? BUSY_WORDS[pending.kind] ?? 'Updating'} ${name}`} /> : null}
    </div>
  );

  return (
    <li className={`cart-line ${className}`} aria-labelledby={headingId} aria-busy={mine}>
      <div className="cart-line__image">{thumb}</div>
      <div className="cart-line__body">
        <h2 id={headingId} className="cart-line__title">
          {title}
        </h2>
        <p className="cart-dtf__product">
          <AppLink href={withStore(line.product.url, store.code)} className="sf-quiet-link">
            {line.product.title}
          </AppLink>
        </p>
        <p id={detailsId} className="cart-line__variant">
          {details}
        </p>
        {children}
        <p className="cart-line__unit">
          <Price money={line.unit_price} /> each
        </p>
      </div>
      <p className="cart-line__total">
        <span className="sf-visually-hidden">Line total </span>
        <Price money={line.line_total} />
      </p>
      {below ? (
        // the row and what is under it share the controls area
        <div className="cart-dtf__controls">
          {row}
          {below(ids)}
        </div>
      ) : (
        row
      )}
      {error ? (
        <p id={errorId} role="alert" className="cart-line__error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
