import type { CartView } from '@storefront/contracts';
import { formatMoney } from '@storefront/store-config';
import { Price, useShop } from '@storefront/ui';

/**
 * "$3.22 away from free shipping" with a progress bar, or "You've got free standard shipping".
 * The figures are the server's (`cart.free_shipping`: counted after the coupon, as the checkout
 * prices standard shipping), so this never promises what the checkout does not apply.
 */
export function FreeShipping({ progress }: { progress: CartView['free_shipping'] }) {
  const store = useShop();
  const { threshold, remaining } = progress;
  const reached = remaining.amount === 0;
  const spent = threshold.amount - remaining.amount;
  const percent = threshold.amount > 0 ? Math.round((spent / threshold.amount) * 100) : 100;
  return (
    <div className="cart-free-shipping">
      <p className="cart-free-shipping__text" role="status">
        {reached ? (
          "You've got free standard shipping"
        ) : (
          <>
            <Price money={remaining} className="cart-free-shipping__amount" /> away from free shipping
          </>
        )}
      </p>
      <div
        className="cart-free-shipping__bar"
        role="progressbar"
        aria-label="Progress to free shipping"
        aria-valuemin={0}
        aria-valuemax={threshold.amount / 100}
        aria-valuenow={spent / 100}
        aria-valuetext={`${formatMoney(spent, store.code)} of ${formatMoney(threshold.amount, store.code)}`}
      >
        <span className="cart-free-shipping__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
