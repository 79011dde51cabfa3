import type { CartView } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { totalLabel } from '../shared/order-summary';

/** Subtotal, the coupon's discount and the total; shipping and tax come at checkout. */
export function CartTotals({ cart }: { cart: CartView }) {
  const discount = cart.coupon?.discount;
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd>
          <Price money={cart.subtotal} />
        </dd>
      </div>
      {discount && discount.amount > 0 ? (
        <div className="cart-totals__row">
          <dt>Discount</dt>
          <dd>
            −<Price money={discount} />
          </dd>
        </div>
      ) : null}
      <div className="cart-totals__row cart-totals__row--total">
        {/* "$" alone is ambiguous between the stores: the total names its currency */}
        <dt>{totalLabel(cart.currency)}</dt>
        <dd>
          <Price money={cart.total} />
        </dd>
      </div>
    </dl>
  );
}
