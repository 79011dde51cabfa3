import { createContext, useContext, type ReactNode } from 'react';
import { STORES, type Store, type StoreCode } from '@storefront/store-config';

const StoreContext = createContext<Store>(STORES.us);

/** Every remote wraps its tree in this so prices and dates follow the shopper's store. */
export function StoreProvider({ store, children }: { store: StoreCode; children: ReactNode }) {
  return <StoreContext.Provider value={STORES[store]}>{children}</StoreContext.Provider>;
}

/** The shop (us or ca: currency, locale, paths) the shopper is in. Not `useStore`: that is zustand's. */
export function useShop(): Store {
  return useContext(StoreContext);
}
