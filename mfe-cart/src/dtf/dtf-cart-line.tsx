import type { CartDtfPrint, CartLine } from '@storefront/contracts';
import { Price, useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { PrintLineFrame } from '../cart/print-line-frame';
import { AddSizeForm } from './add-size-form';
import { ChangeSizeForm } from './change-size-form';
import { DtfThumb } from './dtf-thumb';
import { dpiText, dtfLineName, qualityWarning } from './dtf-words';
import { PreCutToggle } from './pre-cut-toggle';

const BUSY_WORDS = {
  'pre-cut': 'Changing pre-cut of',
  'dtf-size': 'Changing the size of',
  'dtf-add-size': 'Adding another size of',
} as const;

/**
 * DTF transfers printed from the shopper's artwork: its thumbnail, name, size and DPI (with what a
 * low resolution means), the price per piece as the cart broke it down, and its controls — quantity
 * and remove (the cart's own line calls), pre-cut, change size, add another size. Every control is
 * named after the artwork and its size, since a cart may hold several.
 */
export function DtfCartLine({ line, print, pending, error, actions }: { line: CartLine; print: CartDtfPrint; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const name = dtfLineName(print, line.size);
  const busy = pending !== null;
  const warning = qualityWarning(print);

  return (
    <PrintLineFrame
      line={line}
      name={name}
      className="cart-dtf"
      thumb={<DtfThumb src={line.image.src} name={print.name} size={120} />}
      title={
        <>
          {print.name} <span className="cart-made__badge">DTF transfers</span>
        </>
      }
      details={
        <>
          <span>Size: {line.size}</span>
          <span>{dpiText(print.dpi, store.code)}</span>
          {print.pre_cut ? <span>Pre-cut</span> : null}
        </>
      }
      pending={pending}
      error={error}
      actions={actions}
      busyWords={BUSY_WORDS}
      controls={(ids) => <PreCutToggle print={print} lineName={name} disabled={busy} describedBy={ids.details} onChange={(preCut) => void actions.setPreCut(line.id, preCut)} />}
      below={(ids) => (
        <div className="cart-dtf__sizes">
          <ChangeSizeForm key={print.width_in} lineId={line.id} widthIn={print.width_in} lineName={name} disabled={busy} describedBy={ids.describedBy} actions={actions} />
          <AddSizeForm lineId={line.id} quantity={line.quantity} lineName={name} disabled={busy} describedBy={ids.describedBy} actions={actions} />
        </div>
      )}
    >
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
    </PrintLineFrame>
  );
}
