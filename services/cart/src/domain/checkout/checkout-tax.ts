import { usTaxRateOf, type Database, type ShipAddressJson } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';
import { canadaTax, usTax, type TaxableOrder, type TaxLineAmount } from '@storefront/contracts';

/** The tax lines of an order shipped to `address` from `store`; none until an address in the store's country is known. */
export async function taxForAddress(db: Database | Tx, store: StoreCode, address: ShipAddressJson | null, order: TaxableOrder): Promise<TaxLineAmount[]> {
  if (!address) return [];
  if (store === 'ca') return address.country === 'CA' ? canadaTax(address.region, order) : [];
  if (address.country !== 'US') return [];
  return usTax(address.region, await usTaxRateOf(db, address.region), order);
}
