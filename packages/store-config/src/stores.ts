// The two storefronts (§1, §9): store code → locale and currency. Every price exists in each store.
export const STORE_CODES = ['us', 'ca'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export type Currency = 'USD' | 'CAD';

export interface Store {
  code: StoreCode;
  locale: 'en-US' | 'en-CA';
  currency: Currency;
  /** Path prefix the store lives under; the US store has none. */
  pathPrefix: '' | '/ca';
  name: string;
  /** standard shipping is free from this much merchandise (after coupons), minor units */
  freeShippingFrom: number;
  /** the zone the store's days are counted in: coupons' dates, a licence's purchase day, a quote's validity */
  timeZone: 'America/New_York' | 'America/Toronto';
}

export const STORES: Record<StoreCode, Store> = {
  us: { code: 'us', locale: 'en-US', currency: 'USD', pathPrefix: '', name: 'United States', freeShippingFrom: 7500, timeZone: 'America/New_York' },
  ca: { code: 'ca', locale: 'en-CA', currency: 'CAD', pathPrefix: '/ca', name: 'Canada', freeShippingFrom: 9900, timeZone: 'America/Toronto' },
};

export function isStoreCode(value: unknown): value is StoreCode {
  return value === 'us' || value === 'ca';
}

export function storeFor(code: StoreCode): Store {
  return STORES[code];
}

/** The calendar day (YYYY-MM-DD) it is at `at` in the store's zone. */
export function storeDay(code: StoreCode, at: Date): string {
  // en-CA formats a date as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: STORES[code].timeZone }).format(at);
}
