import type { CartGangSheet, CartLine } from '@storefront/contracts';
import { useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { PrintLineFrame } from '../cart/print-line-frame';
import { GangSheetThumb } from './gang-sheet-thumb';
import { imagesText, percentText } from './gang-sheet-words';

/**
 * A gang sheet of the shopper's transfers: its preview, size, how many images and how full, the
 * price per sheet and the line's total, and the cart's own quantity and Remove. `name` ("Gang sheet
 * 22 × 60 in", numbered when the cart holds more of that size) names every control.
 */
export function GangSheetCartLine({ line, sheet, name, pending, error, actions }: { line: CartLine; sheet: CartGangSheet; name: string; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  return (
    <PrintLineFrame
      line={line}
      name={name}
      className="cart-gang-line"
      thumb={<GangSheetThumb src={line.image.src} name={name} size={120} />}
      title={name}
      details={
        <span>
          {imagesText(sheet.images)}, {percentText(sheet.used_percent, store.code)} used
        </span>
      }
      pending={pending}
      error={error}
      actions={actions}
    />
  );
}
