import { STORES, type StoreCode } from './stores';

// Money is integer minor units (cents) plus a currency; formatting follows the store's locale.
// Intl.NumberFormat is costly to build, so one per store is kept.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(store: StoreCode, showCode: boolean): Intl.NumberFormat {
  const key = `${store}:${showCode}`;
  let f = formatters.get(key);
  if (!f) {
    const { locale, currency } = STORES[store];
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: showCode ? 'code' : 'narrowSymbol' });
    formatters.set(key, f);
  }
  return f;
}

/** "$12.50" in either store; pass showCode where USD and CAD could be confused ("USD 12.50"). */
export function formatMoney(minor: number, store: StoreCode, opts: { showCode?: boolean } = {}): string {
  return formatter(store, opts.showCode ?? false).format(minor / 100);
}

const numberFormatters = new Map<StoreCode, Intl.NumberFormat>();
export function formatNumber(n: number, store: StoreCode): string {
  let f = numberFormatters.get(store);
  if (!f) {
    f = new Intl.NumberFormat(STORES[store].locale);
    numberFormatters.set(store, f);
  }
  return f.format(n);
}
