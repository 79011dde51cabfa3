import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DtfArtwork, SavedCart } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { NavigateProvider, StoreProvider } from '@storefront/ui';
import { fakeGangSheet, type CartImage } from './fake-gang-sheet';
import { createGangSheetApi } from './gang-sheet-api';
import { GangSheetApp } from './gang-sheet-app';

/** The gang-sheet builder on the fake services (`fromCart`/`cartId`: as `?from=cart&cart_id=` asks). */
export function renderGangSheet(
  options: {
    store?: StoreCode;
    artworks?: DtfArtwork[];
    carts?: Record<string, CartImage[]>;
    savedCarts?: SavedCart[] | null;
    fromCart?: boolean;
    cartId?: string | null;
    setUp?: (lab: ReturnType<typeof fakeGangSheet>) => void;
  } = {},
) {
  const lab = fakeGangSheet({ artworks: options.artworks ?? [], ...(options.carts ? { carts: options.carts } : {}), ...(options.savedCarts !== undefined ? { savedCarts: options.savedCarts } : {}) });
  options.setUp?.(lab);
  const user = userEvent.setup();
  const navigations: string[] = [];
  const store = options.store ?? 'us';
  render(
    <StoreProvider store={store}>
      <NavigateProvider navigate={(url) => navigations.push(url)}>
        <GangSheetApp api={createGangSheetApi(lab.http)} storeCode={store} fromCart={options.fromCart ?? false} cartId={options.cartId ?? null} />
      </NavigateProvider>
    </StoreProvider>,
  );
  return { lab, user, navigations };
}
