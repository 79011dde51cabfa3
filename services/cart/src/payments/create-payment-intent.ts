import { paymentIntents, type Database } from '@storefront/db';
import { STORES } from '@storefront/store-config';
import { abortWith, inTransaction, type CartOutcome, type CartProblem, type Tx } from '../domain/cart-outcome';
import type { CartOwner, StoreCode } from '../domain/cart-owner';
import { priceCheckout } from '../domain/checkout/price-checkout';
import { checkoutIncomplete, EMPTY_CART, lockCheckoutCart, NO_CHECKOUT_CART } from '../domain/orders/checkout-cart';
import type { CartRow } from '../domain/open-cart';
import { lockOpenIntentOfCart, newPaymentIntentId, providerIntentOf, saveProviderIntent, type PaymentIntentRow } from './payment-intent-records';
import { INTENT_TRANSITIONS } from './payment-intent-lifecycle';
import type { Currency } from './payment-provider';
import { paymentProvider } from './provider-registry';

export interface CreatePaymentIntentInput {
  owner: CartOwner;
  store: StoreCode;
  /** the configured provider for new intents */
  providerName: string;
  imageBaseUrl: string;
}

/**
 * POST /api/v2/checkout/payment_intents.json: an intent for the checkout's current total. The
 * cart's open intent is reused: its amount follows the cart while no card is authorised; an
 * authorised one for the same amount is answered as is (a repeated click), and one authorised for
 * another amount is canceled (the hold released) and replaced. With the cart locked, two calls
 * never make two intents.
 */
const NOTHING_TO_PAY: CartProblem = {
  kind: 'conflict',
  code: 'nothing_to_pay',
  message: 'Your coupon and store credit cover this order: place it without a card.',
};

export async function createPaymentIntent(db: Database, input: CreatePaymentIntentInput): Promise<CartOutcome<PaymentIntentRow>> {
  return inTransaction(db, async (tx) => {
    const cart = await lockCheckoutCart(tx, input.owner, input.store);
    if (!cart) abortWith(NO_CHECKOUT_CART);
    const priced = await priceCheckout(tx, input.owner, cart, input.imageBaseUrl);
    if (priced.lines.length === 0) abortWith(EMPTY_CART);
    if (priced.missing.length > 0) abortWith(checkoutIncomplete(priced.missing));
    const amount = priced.summary.total;
    if (amount === 0) abortWith(NOTHING_TO_PAY);
    const currency = STORES[input.store].currency;

    const open = await lockOpenIntentOfCart(tx, cart.id);
    if (open && open.provider === input.providerName && open.currency === currency) {
      if (open.amount === amount) return open;
      if (INTENT_TRANSITIONS.update_amount.from.includes(providerIntentOf(open).status)) {
        const provider = paymentProvider(open.provider);
        return saveProviderIntent(tx, open.id, await provider.updateAmount(providerIntentOf(open), amount));
      }
    }
    if (open) await cancelIntent(tx, open);
    return createIntent(tx, cart, input.providerName, amount, currency);
  });
}

async function createIntent(tx: Tx, cart: CartRow, providerName: string, amount: number, currency: Currency): Promise<PaymentIntentRow> {
  const id = newPaymentIntentId();
  const made = await paymentProvider(providerName).create({ amount, currency, metadata: { cart_number: cart.number, intent_id: id }, idempotencyKey: id });
  const [row] = await tx
    .insert(paymentIntents)
    .values({
      id,
      provider: providerName,
      providerRef: made.providerRef,
      cartId: cart.id,
      amount: made.amount,
      currency: made.currency,
      status: made.status,
      paymentMethod: made.paymentMethod,
      lastError: made.lastError,
    })
    .returning();
  return row!;
}

/** Cancels an intent that can still be canceled (releasing an authorised hold); others are left alone. */
export async function cancelIntent(tx: Tx, row: PaymentIntentRow): Promise<PaymentIntentRow> {
  const intent = providerIntentOf(row);
  if (!INTENT_TRANSITIONS.cancel.from.includes(intent.status)) return row;
  return saveProviderIntent(tx, row.id, await paymentProvider(row.provider).cancel(intent));
}
