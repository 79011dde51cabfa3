import { create } from 'zustand';
import type { StoreCode } from '@storefront/store-config';
import type { HeaderApi } from '../api';

interface CartQuantityState {
  /** null until a count arrives (or when every attempt failed): the badge stays hidden */
  quantity: number | null;
}

export const useCartQuantity = create<CartQuantityState>(() => ({ quantity: null }));

// Only the newest request may write, so a slow early answer cannot overwrite a later count.
let latestRequest = 0;

export async function refreshCartQuantity(api: HeaderApi, store: StoreCode): Promise<void> {
  const request = ++latestRequest;
  try {
    const quantity = await api.cartQuantity(store);
    if (request === latestRequest) useCartQuantity.setState({ quantity });
  } catch {
    // §8: a failed cart quantity fetch is silently ignored; the badge keeps what it showed
  }
}

/** Forget the count (the remote was unmounted); answers still in flight are dropped. */
export function resetCartQuantity(): void {
  latestRequest++;
  useCartQuantity.setState({ quantity: null });
}
