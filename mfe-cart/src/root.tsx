import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { NavigateProvider, readNameCookie, StoreProvider, useLocation } from '@storefront/ui';
import { createCartApi } from './api';
import { CartScreen } from './cart/cart-screen';
import { CheckoutScreen } from './checkout/checkout-screen';
import { ThankYouScreen } from './thank-you/thank-you-screen';

/** The remote's root: follows the location and renders the cart, checkout or thank-you screen. */
export function Root({ http, navigate, pageData }: AppProps) {
  const api = useMemo(() => createCartApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  // the served document's flag, or the name cookie of a sign-in since (the checkout asks the server);
  // the server renderer has no cookie jar, only the served flag
  const signedIn = pageData.user.name !== null || (typeof document !== 'undefined' && readNameCookie() !== null);

  let screen;
  switch (route.screen) {
    case 'cart':
      screen = <CartScreen key={route.store} api={api} storeCode={route.store} />;
      break;
    case 'checkout':
      screen = <CheckoutScreen key={route.store} api={api} storeCode={route.store} navigate={navigate} />;
      break;
    case 'thank-you':
      screen = <ThankYouScreen key={route.params.orderNumber} api={api} orderNumber={route.params.orderNumber ?? ''} signedIn={signedIn} />;
      break;
    default:
      // the shell unmounts this area off its screens; this guards the moment in between
      return null;
  }
  // the store follows the URL (/ca/...)
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <div className="sf-area cart-root">{screen}</div>
      </NavigateProvider>
    </StoreProvider>
  );
}
