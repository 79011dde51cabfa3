import type { CartView } from '@storefront/contracts';
import { Price } from '@storefront/ui';

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
        <dt>Total</dt>
        <dd>
          <Price money={cart.total} />
        </dd>
      </div>
    </dl>
  );
}
