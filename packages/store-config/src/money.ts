import { STORES, type StoreCode } from './stores';

// Money is integer minor units (cents) plus a currency; formatting follows the store's locale.
//
// Both stores (en-US/USD, en-CA/CAD) write amounts the same way: "-$1,234.56", or with the code
// "-USD 1,234.56" (a no-break space after the code). Whole numbers are written here by hand, to
// the character what Intl.NumberFormat writes (money.test.ts compares them over generated
// amounts), because a page's first Intl call loads the browser's ICU data: 50–90 ms of blocked
// main thread on a phone, in the middle of hydrating a listing of prices. Anything else (a
// fraction of a cent, an unsafe integer) goes to Intl, one formatter per store kept.
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

/** "1234567" → "1,234,567": both stores group by threes with commas. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

const isNegative = (n: number) => n < 0 || Object.is(n, -0);

/** "$12.50" in either store; pass showCode where USD and CAD could be confused ("USD 12.50"). */
export function formatMoney(minor: number, store: StoreCode, opts: { showCode?: boolean } = {}): string {
  const showCode = opts.showCode ?? false;
  if (!Number.isSafeInteger(minor)) return formatter(store, showCode).format(minor / 100);
  const abs = Math.abs(minor);
  const amount = `${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  return `${isNegative(minor) ? '-' : ''}${showCode ? `${STORES[store].currency}\u00a0` : '$'}${amount}`;
}

const numberFormatters = new Map<StoreCode, Intl.NumberFormat>();
/** A count in the store's locale: "1,234". */
export function formatNumber(n: number, store: StoreCode): string {
  if (Number.isSafeInteger(n)) return `${isNegative(n) ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
  let f = numberFormatters.get(store);
  if (!f) {
    f = new Intl.NumberFormat(STORES[store].locale);
    numberFormatters.set(store, f);
  }
  return f.format(n);
}
