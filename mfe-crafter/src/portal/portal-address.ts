import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

// The portal's place lives in the address (/crafter?tab=customers, ?tab=quotes&quote=<id|new>), so a
// link opens the same view, Back goes back, and a reload keeps the crafter where they were.

export const PORTAL_TABS = ['quotes', 'customers', 'invoices', 'orders', 'earnings'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];
export const TAB_LABELS: Record<PortalTab, string> = { quotes: 'Quotes', customers: 'Customers', invoices: 'Invoices', orders: 'Store orders', earnings: 'Earnings' };

export interface PortalPlace {
  tab: PortalTab;
  /** the quote open in the editor: an id, 'new', or null for the list */
  quote: string | null;
}

export function readPortalPlace(search: string): PortalPlace {
  const query = new URLSearchParams(search);
  const tab = query.get('tab');
  const known = (PORTAL_TABS as readonly string[]).includes(tab ?? '') ? (tab as PortalTab) : 'quotes';
  const quote = known === 'quotes' ? query.get('quote') || null : null;
  return { tab: known, quote };
}

/** A tab of the portal (and, for quotes, the quote open in it) in the store the address is in. */
export function portalHref(store: StoreCode, tab: PortalTab, quote?: string): string {
  const query = new URLSearchParams({ tab });
  if (quote) query.set('quote', quote);
  return withStore(`/crafter?${query}`, store);
}
