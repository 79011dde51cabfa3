import type { Money } from '@storefront/contracts';
import { STORES, type Currency, type StoreCode } from '@storefront/store-config';

export function currencyOf(store: StoreCode): Currency {
  return STORES[store].currency;
}

export function moneyOf(amount: number, currency: Currency): Money {
  return { amount, currency };
}
