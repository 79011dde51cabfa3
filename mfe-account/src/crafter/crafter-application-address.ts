import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

/**
 * The application lives at /account?apply=crafter: the account screen with a query, because a
 * path of its own (/account/crafter) would need a new screen in packages/routing's table.
 */
export function crafterApplicationUrl(store: StoreCode): string {
  return withStore('/account?apply=crafter', store);
}

export function wantsCrafterApplication(search: string): boolean {
  return new URLSearchParams(search).get('apply') === 'crafter';
}

/** The crafter portal (mfe-crafter): quotes, customers, invoices and earnings. */
export function crafterPortalUrl(store: StoreCode): string {
  return withStore('/crafter', store);
}
