import { formatNumber, type StoreCode } from '@storefront/store-config';

/** The licence dialog's title, and the button that opens it. */
export const LICENCE_TERMS_TITLE = 'Licence terms';

/** What one licence lets the buyer print: "Up to 500 printed units", or no cap at all. */
export function printCapText(cap: number | null, store: StoreCode): string {
  return cap === null ? 'Unlimited printed units' : `Up to ${formatNumber(cap, store)} printed units`;
}

/** Whether the design may be sold print-on-demand unchanged (marketplaces, the buyer's own store). */
export function podText(podAsIs: boolean): string {
  return podAsIs ? 'May be sold print-on-demand as it is' : 'Not to be sold print-on-demand unchanged';
}
