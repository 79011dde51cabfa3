import type { Screen } from '@storefront/contracts';

/**
 * Switches on the document's <html> element that the header reads (mfe-header session/page-flags.ts):
 * checkout and its thank-you page keep the shopper on task, so no account popup and no saved-cart
 * switching under a payment in progress.
 */
export function pageFlagsFor(screen: Screen): Record<string, string> {
  if (screen === 'checkout' || screen === 'thank-you') return { 'data-account-popup': 'off', 'data-saved-carts': 'off' };
  return {};
}
