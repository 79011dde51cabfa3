import { eq } from 'drizzle-orm';
import { paymentIntents, type Database } from '@storefront/db';
import { abortWith, asOutcome, inTransaction, type Outcome, type Problem, runWorkflow, type Tx, valueOf, type Workflow } from '@storefront/server-kit';
import { STORES } from '@storefront/store-config';
import type { CartOwner, StoreCode } from '../domain/cart-owner';
import { priceCheckout } from '../domain/checkout/price-checkout';
import { checkoutIncomplete, EMPTY_CART, lockCheckoutCart, NO_CHECKOUT_CART } from '../domain/orders/checkout-cart';
import { lockOpenIntentOfCart, newPaymentIntentId, providerIntentOf, saveProviderIntent, type PaymentIntentRow } from './payment-intent-records';
import { type Currency, INTENT_TRANSITIONS, paymentProvider } from '@storefront/payments';
import { releaseHold } from './release-hold';

export interface CreatePaymentIntentInput {
  owner: CartOwner;
  store: StoreCode;
  /** the configured provider for new intents */
  providerName: string;
  imageBaseUrl: string;
  now: Date;
}

const NOTHING_TO_PAY: Problem = {
  kind: 'conflict',
  code: 'nothing_to_pay',
  message: 'Your coupon and store credit cover this order: place it without a card.',
};

/** What the plan step decided, for the provider step. */
type IntentPlan =
  | { action: 'reuse'; intent: PaymentIntentRow }
  | { action: 'update_amount'; intent: PaymentIntentRow; amount: number }
  /** a new intent, its row already written (so a concurrent call reuses it); `replaces` is released */
  | { action: 'create'; intent: PaymentIntentRow; cartNumber: string; replaces: PaymentIntentRow | null };

interface IntentRequest {
  db: Database;
  input: CreatePaymentIntentInput;
  plan?: IntentPlan;
  result?: PaymentIntentRow;
}

/**
 * POST /api/v2/checkout/payment_intents.json: an intent for the checkout's current total. The
 * cart's open intent is reused: its amount follows the cart while no card is authorised; an
 * authorised one for the same amount is answered as is (a repeated click), and one authorised for
 * another amount is released and replaced.
 *
 * Two steps, so the provider is never called inside a transaction: `plan` (the cart locked: price,
 * decide, and write a new intent's row, so two calls never make two intents) and `call-provider`.
 * If the provider fails, the new row is marked canceled (the plan's compensation).
 */
const CREATE_PAYMENT_INTENT: Workflow<IntentRequest> = {
  name: 'create-payment-intent',
  steps: [
    {
      id: 'plan',
      async run(r) {
        r.plan = valueOf(await inTransaction(r.db, (tx) => planIntent(tx, r.input)));
        if (r.plan.action !== 'reuse') return;
        r.result = r.plan.intent;
        return 'done';
      },
      async compensate(r) {
        if (r.plan?.action === 'create') await r.db.update(paymentIntents).set({ status: 'canceled', updatedAt: new Date() }).where(eq(paymentIntents.id, r.plan.intent.id));
      },
    },
    {
      id: 'call-provider',
      async run(r) {
        const plan = r.plan!;
        if (plan.action === 'update_amount') {
          const answer = await paymentProvider(plan.intent.provider).updateAmount(providerIntentOf(plan.intent), plan.amount);
          r.result = await saveProviderIntent(r.db, plan.intent.id, answer);
          return;
        }
        if (plan.action !== 'create') return;
        // the old hold first: if it cannot be released now, the reconciliation job releases it
        if (plan.replaces) await releaseHold(r.db, plan.replaces.id).catch(() => null);
        const { intent } = plan;
        const made = await paymentProvider(intent.provider).create({
          amount: intent.amount,
          currency: intent.currency as Currency,
          metadata: { cart_number: plan.cartNumber, intent_id: intent.id },
          idempotencyKey: intent.id,
        });
        r.result = await saveProviderIntent(r.db, intent.id, made);
      },
    },
  ],
};

export function createPaymentIntent(db: Database, input: CreatePaymentIntentInput): Promise<Outcome<PaymentIntentRow>> {
  return asOutcome(async () => (await runWorkflow(CREATE_PAYMENT_INTENT, { db, input })).result!);
}

async function planIntent(tx: Tx, input: CreatePaymentIntentInput): Promise<IntentPlan> {
  const cart = await lockCheckoutCart(tx, input.owner, input.store);
  if (!cart) abortWith(NO_CHECKOUT_CART);
  const priced = await priceCheckout(tx, input.owner, cart, input.imageBaseUrl, input.now);
  if (priced.lines.length === 0) abortWith(EMPTY_CART);
  if (priced.missing.length > 0) abortWith(checkoutIncomplete(priced.missing));
  const amount = priced.summary.total;
  if (amount === 0) abortWith(NOTHING_TO_PAY);
  const currency = STORES[input.store].currency;

  const open = await lockOpenIntentOfCart(tx, cart.id);
  if (open && open.provider === input.providerName && open.currency === currency) {
    if (open.amount === amount) return { action: 'reuse', intent: open };
    if (INTENT_TRANSITIONS.update_amount.from.includes(providerIntentOf(open).status)) return { action: 'update_amount', intent: open, amount };
  }
  const [row] = await tx
    .insert(paymentIntents)
    .values({ id: newPaymentIntentId(), provider: input.providerName, cartId: cart.id, amount, currency, status: 'requires_payment_method' })
    .returning();
  return { action: 'create', intent: row!, cartNumber: cart.number, replaces: open };
}
