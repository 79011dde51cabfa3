import { useId } from 'react';
import type { CartDtfPrint } from '@storefront/contracts';
import { formatMoney } from '@storefront/store-config';
import { Price, useShop } from '@storefront/ui';

/**
 * "Pre-cut" for a DTF line: each transfer cut out along its outline, at the price per piece the
 * cart quotes for this quantity. The box shows the cart's answer, never a guess.
 */
export function PreCutToggle({ print, lineName, disabled, describedBy, onChange }: { print: CartDtfPrint; lineName: string; disabled: boolean; describedBy: string; onChange(preCut: boolean): void }) {
  const store = useShop();
  const id = useId();
  const offer = print.pre_cut_offer_unit_price;
  // the words Price shows, for the name the checkbox is found by
  const each = formatMoney(offer.amount, store.code, { showCode: offer.currency !== store.currency });
  return (
    <span className="cart-dtf__pre-cut">
      <input
        id={id}
        type="checkbox"
        checked={print.pre_cut}
        disabled={disabled}
        aria-label={`Pre-cut ${lineName}, ${each} a piece`}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>
        Pre-cut, <Price money={offer} /> a piece
      </label>
    </span>
  );
}
