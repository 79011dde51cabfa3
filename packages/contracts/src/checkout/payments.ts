import { z } from 'zod';
import { currency, storeCode } from '../common';

/**
 * Payment intent states, as a card PaymentIntent moves through them. Orders are placed against an
 * authorised intent (`requires_capture`); placing the order captures it (`succeeded`), and a failed
 * placement cancels it (`canceled`), releasing the hold.
 */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export const paymentIntentStatus = z.enum(PAYMENT_INTENT_STATUSES);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatus>;

export const paymentError = z.object({
  /** 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'authentication_failed' | … */
  code: z.string(),
  /** 'insufficient_funds' | 'generic_decline' | … for card_declined */
  decline_code: z.string().optional(),
  /** shown to the shopper as is: "Your card has insufficient funds." */
  message: z.string(),
});
export type PaymentError = z.infer<typeof paymentError>;

export const paymentIntent = z.object({
  id: z.string(),
  status: paymentIntentStatus,
  amount: z.number().int(),
  currency,
  /** the card used, once one was given */
  payment_method: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }).nullable(),
  last_payment_error: paymentError.nullable(),
  /** set in requires_action: what the shopper must do (the test provider's challenge) */
  next_action: z.object({ type: z.literal('authenticate'), message: z.string() }).nullable(),
});
export type PaymentIntent = z.infer<typeof paymentIntent>;

export const paymentIntentResponse = z.object({ payment_intent: paymentIntent });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/**
 * POST /api/v2/checkout/payment_intents.json — an intent for the checkout's current total (an open
 * intent of the cart is reused, its amount updated). 409 when the checkout is not complete.
 */
export const createPaymentIntentBody = z.object({ store: storeCode.default('us'), payment_method_type: z.literal('card').default('card') }).strict();
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBody>;

/**
 * Card details for the built-in test provider only. A real provider (Stripe, …) tokenises the card
 * in the browser and sends `payment_method_id` instead; card numbers then never reach our servers.
 */
export const testCard = z
  .object({
    number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'must be a card number')),
    exp_month: z.number().int().min(1, 'must be a month from 1 to 12').max(12, 'must be a month from 1 to 12'),
    exp_year: z.number().int().min(2000, 'must be a four-digit year').max(2100, 'must be a four-digit year'),
    cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  })
  .strict();
export type TestCard = z.input<typeof testCard>;

/** POST /api/v2/checkout/payment_intents/{id}/confirm.json */
export const confirmPaymentIntentBody = z
  .object({ payment_method: z.union([z.object({ card: testCard }).strict(), z.object({ payment_method_id: z.string().min(1).max(200) }).strict()]) })
  .strict();
export type ConfirmPaymentIntentBody = z.input<typeof confirmPaymentIntentBody>;

/** POST /api/v2/checkout/payment_intents/{id}/authenticate.json — the test provider's extra step (3-D Secure-like). */
export const authenticatePaymentIntentBody = z.object({ result: z.enum(['approve', 'fail']) }).strict();
export type AuthenticatePaymentIntentBody = z.input<typeof authenticatePaymentIntentBody>;

export const paymentIntentParams = z.object({ id: z.string().max(100) });

/** Test card numbers of the built-in provider (shown on the checkout page in non-production stores). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002500003155',
} as const;
