import type { OrderDetail } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import type { Problem } from '@storefront/server-kit';
import type { PaymentIntentRow } from '../../../payments/payment-intent-records';
import type { CartOwner, StoreCode } from '../../cart-owner';
import type { OrderRow } from '../order-state-machine';

export interface PlaceOrderInput {
  owner: CartOwner;
  store: StoreCode;
  /** null: nothing to pay (a total of 0) */
  paymentIntentId: string | null;
  idempotencyKey: string;
  imageBaseUrl: string;
  now?: Date;
}

export interface PlacedOrder {
  order: OrderDetail;
  /** false when the key had already placed it (answered 200, not 201) */
  created: boolean;
}

/** What the placement workflow's steps hand to each other. */
export interface Placement {
  db: Database;
  input: PlaceOrderInput;
  now: Date;
  /** the authorised intent that pays (hold step); null when there is nothing to pay */
  intent?: PaymentIntentRow | null;
  /** an intent opened before the total fell to 0: released once a free order is placed */
  strayIntent?: PaymentIntentRow | null;
  /** the order, `placed` (reserve step) */
  order?: OrderRow;
  /** the answer, once there is one (a replay, or the order paid) */
  result?: PlacedOrder;
}

export const PAYMENT_REQUIRED: Problem = {
  kind: 'conflict',
  code: 'payment_required',
  message: 'This order needs a payment: please enter your card.',
};

export const KEY_REUSED: Problem = {
  kind: 'conflict',
  code: 'idempotency_key_reused',
  message: 'This Idempotency-Key was already used for another order. Use a new key for a new order.',
};

export const PAYMENT_MISMATCH_CART: Problem = { kind: 'conflict', code: 'payment_mismatch', message: 'This payment is for another cart.' };

export const PAYMENT_NOT_AUTHORISED: Problem = {
  kind: 'conflict',
  code: 'payment_not_authorised',
  message: 'Your payment has not been authorised yet. Please enter your card again.',
};

/** The capture was refused (the hold expired, the bank said no): the order is undone and the cart given back. */
export const CAPTURE_FAILED: Problem = {
  kind: 'payment_failed',
  code: 'capture_failed',
  message: 'We could not take your payment, so your order was not placed and you were not charged. Your cart is as it was: please pay again.',
};

/** The provider did not answer the capture: the reconciliation job settles the order within minutes. */
export function paymentPending(number: string): Problem {
  return {
    kind: 'pending',
    code: 'payment_pending',
    message: `We could not confirm your payment with your bank yet. Order ${number} is saved: it will be confirmed, or released without a charge, within a few minutes.`,
  };
}
