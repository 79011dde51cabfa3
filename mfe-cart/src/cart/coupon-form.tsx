import { useId, useState, type FormEvent } from 'react';
import type { AppliedCoupon } from '@storefront/contracts';
import { Price, Spinner } from '@storefront/ui';
import type { CartActions, CartPending } from './cart.store';

/** Apply a coupon, or show the applied one (description, discount, why it does not apply yet) with Remove. */
export function CouponForm({ coupon, pending, error, actions }: { coupon: AppliedCoupon | null; pending: CartPending | null; error: string | null; actions: CartActions }) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const busy = pending !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (await actions.applyCoupon(code)) setCode('');
  };

  const message = error ? (
    <p id={errorId} role="alert" className="cart-coupon__error">
      {error}
    </p>
  ) : null;

  if (coupon) {
    return (
      <section className="cart-coupon" aria-label="Coupon">
        <p className="cart-coupon__applied">
          <span>
            Coupon <strong>{coupon.code}</strong>: {coupon.description}
          </span>
          {coupon.discount.amount > 0 ? (
            <span className="cart-coupon__discount">
              −<Price money={coupon.discount} />
            </span>
          ) : null}
        </p>
        {coupon.problem ? <p className="cart-coupon__problem">{coupon.problem}</p> : null}
        <button type="button" className="sf-button sf-button--link" disabled={busy} onClick={() => void actions.removeCoupon()}>
          Remove coupon {coupon.code}
        </button>
        {pending?.kind === 'remove-coupon' ? <Spinner label="Removing coupon" /> : null}
        {message}
      </section>
    );
  }

  return (
    <form className="cart-coupon" aria-label="Coupon" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={inputId}>Coupon code</label>
      <div className="cart-coupon__row">
        <input
          id={inputId}
          className="sf-input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            actions.clearCouponError();
          }}
        />
        <button type="submit" className="sf-button" disabled={busy}>
          Apply
        </button>
        {pending?.kind === 'apply-coupon' ? <Spinner label="Applying coupon" /> : null}
      </div>
      {message}
    </form>
  );
}
