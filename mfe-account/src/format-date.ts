import { STORES, type StoreCode } from '@storefront/store-config';

const formatters = new Map<StoreCode, Intl.DateTimeFormat>();

/** "Mar 4, 2025" (en-US) or "Mar. 4, 2025" (en-CA): a day in the store's format, in the shopper's zone. */
export function formatDate(iso: string, store: StoreCode): string {
  let f = formatters.get(store);
  if (!f) {
    f = new Intl.DateTimeFormat(STORES[store].locale, { dateStyle: 'medium' });
    formatters.set(store, f);
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}
