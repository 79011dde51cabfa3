import type { PurchasedAsset } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';

/** A link this close to its expiry is renewed before it is followed: the request must still find it valid. */
export const RENEW_MARGIN_MS = 30_000;

/** Whether a download link has expired, or will before a request made now reaches the server. */
export function linkIsStale(expiresAt: string, now: number): boolean {
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) || at - now <= RENEW_MARGIN_MS;
}

/** "Standard licence", "Extended licence × 3": the licence bought and how many. */
export function licenceText(p: Pick<PurchasedAsset, 'licence_label' | 'quantity'>): string {
  return p.quantity > 1 ? `${p.licence_label} × ${p.quantity}` : p.licence_label;
}

/** "120 of 500 printed units used", or "Unlimited prints" for a licence with no cap. */
export function printsText(p: Pick<PurchasedAsset, 'print_cap' | 'units_used'>, store: StoreCode): string {
  if (p.print_cap === null) return 'Unlimited prints';
  return `${formatNumber(p.units_used, store)} of ${formatNumber(p.print_cap, store)} printed units used`;
}

/** "PNG", "SVG": a file format as a shopper reads it. */
export const formatLabel = (format: string) => format.toUpperCase();
