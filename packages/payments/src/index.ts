// The store's payment provider interface (issue 14 moved it out of the cart so that every service
// that takes money, the cart's checkout and the crafter's deposits, uses the same providers).
export type { Currency, CardSummary, CardDetails, PaymentMethodInput, ProviderIntent, CreateIntentInput, PaymentProvider } from './payment-provider';
export { AUTHENTICATION_PROMPT, PaymentIntentStateError } from './payment-provider';
export { PAYMENT_PROVIDERS, paymentProvider, registerPaymentProvider, type PaymentProviderName } from './provider-registry';
export { TestCardProvider, UnsupportedPaymentMethodError } from './test-card-provider';
export { CARD_ERRORS, judgeCard, summarizeCard, cardBrand, isExpired, passesLuhn, type CardVerdict } from './test-cards';
export { assertCanStart, isAllowedTransition, FINAL_INTENT_STATUSES, INTENT_TRANSITIONS, type IntentAction } from './payment-intent-lifecycle';
