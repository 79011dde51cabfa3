import { hourText, PRODUCTION_DAYS, SPEED_PRICES, STOCK_CUTOFFS, transitDayRange, type SpeedCode } from '@storefront/delivery';
import { formatMoney, STORES, SUPPORT, type StoreCode } from '@storefront/store-config';

const days = (n: number) => `${n} business day${n === 1 ? '' : 's'}`;
const money = (amount: number, store: StoreCode) => formatMoney(amount, store, { showCode: store === 'ca' });

const SPEEDS: readonly { code: SpeedCode; label: string }[] = [
  { code: 'standard', label: 'Standard' },
  { code: 'expedited', label: 'Expedited' },
  { code: 'overnight', label: 'Overnight' },
];

/** The speeds table as Markdown: price and days in transit in the store's country. */
function shippingSpeeds(store: StoreCode): string {
  const country = store === 'ca' ? 'CA' : 'US';
  const rows = SPEEDS.map((s) => {
    const [min, max] = transitDayRange(country, s.code);
    return `| ${s.label} | ${money(SPEED_PRICES[store][s.code], store)} | ${min === max ? days(min) : `${min}–${days(max)}`} |`;
  });
  return ['| Speed | Price | In transit |', '| --- | --- | --- |', ...rows].join('\n');
}

/**
 * What a content page may say with `{{name}}`: the figures the checkout, the delivery engine and
 * support apply, per store. Pages quote them rather than copy them, so a price change reaches every
 * page that mentions it, and staff cannot type a promise the store does not keep.
 */
export const CONTENT_PLACEHOLDERS: Readonly<Record<string, (store: StoreCode) => string>> = {
  store_name: (store) => STORES[store].name,
  currency: (store) => STORES[store].currency,
  free_shipping_from: (store) => money(STORES[store].freeShippingFrom, store),
  shipping_speeds: shippingSpeeds,
  blanks_cutoff: () => hourText(STOCK_CUTOFFS.blanks.standard.hour),
  transfers_cutoff: () => hourText(STOCK_CUTOFFS.transfers.standard.hour),
  stickers_cutoff: () => hourText(STOCK_CUTOFFS.stickers.standard.hour),
  spangles_cutoff: () => hourText(STOCK_CUTOFFS.spangles.standard.hour),
  print_cutoff: () => hourText(STOCK_CUTOFFS.print.standard.hour),
  production_days: () => days(PRODUCTION_DAYS.made),
  return_days: () => String(SUPPORT.returnDays),
  support_email: () => SUPPORT.email,
  support_phone: () => SUPPORT.phone,
  support_phone_href: () => SUPPORT.phoneHref,
  support_hours: () => SUPPORT.hours,
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholders a source names, in order of first use. */
export function placeholdersIn(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Names a source uses that are not placeholders: an edit with any is refused, so no page shows `{{typo}}`. */
export function unknownPlaceholders(source: string): string[] {
  return placeholdersIn(source).filter((name) => !Object.hasOwn(CONTENT_PLACEHOLDERS, name));
}

export function fillPlaceholders(source: string, store: StoreCode): string {
  return source.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(CONTENT_PLACEHOLDERS, name) ? CONTENT_PLACEHOLDERS[name]!(store) : whole));
}
