import { useEffect } from 'react';
import type { AppProps } from '@storefront/http';
import { NavigateProvider, StoreProvider } from '@storefront/ui';
import { closeAccountPopup } from './account-popup/account-popup.store';
import { resetAccountMenu } from './account-menu/account-menu.store';
import { resetCartQuantity } from './cart/cart-quantity.store';
import { Header } from './header/header';
import { closeMobileMenu } from './mobile-menu/mobile-menu.store';
import { useCurrentRoute } from './navigation/use-current-route';

/**
 * The header on every route. The store comes from the current location (which the shell keeps in
 * step with pageData.store), so a client-side move between /ca and / is followed without a remount.
 */
export function Root({ pageData, http, requestCounter, navigate }: AppProps) {
  const route = useCurrentRoute();
  // the zustand stores outlive a single-spa unmount; a later mount starts clean
  useEffect(
    () => () => {
      resetCartQuantity();
      closeMobileMenu();
      closeAccountPopup();
      resetAccountMenu();
    },
    [],
  );
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <Header pageData={pageData} http={http} requestCounter={requestCounter} navigate={navigate} route={route} />
      </NavigateProvider>
    </StoreProvider>
  );
}
