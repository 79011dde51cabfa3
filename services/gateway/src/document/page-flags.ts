import type { Screen } from '@storefront/contracts';

/**
 * Switches on the document's <html> element that the header reads (mfe-header session/page-flags.ts):
 * checkout and its thank-you page keep the shopper on task, so no account popup and no saved-cart
 * switching under a payment in progress; so does a crafter's quote page, where the crafter's own
 * customer (not the store's shopper) reads the quote and pays its deposit or balance.
 */
export function pageFlagsFor(screen: Screen): Record<string, string> {
  if (screen === 'checkout' || screen === 'thank-you' || screen === 'crafter-quote') return { 'data-account-popup': 'off', 'data-saved-carts': 'off' };
  return {};
}
