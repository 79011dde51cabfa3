import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { FavoritesProvider, NavigateProvider, StoreProvider, useLocation } from '@storefront/ui';
import { AddToCartProvider } from './add-to-cart/add-to-cart-api';
import { createPdpApi } from './api';
import { PdpDeliveryProvider } from './delivery/pdp-delivery-provider';
import { PdpScreen } from './product/pdp-screen';

/** The remote's root: follows the location, and renders the product page while it is a 'pdp' route. */
export function Root({ pageData, initialData, http, navigate }: AppProps) {
  const api = useMemo(() => createPdpApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  // The shell unmounts this area off product pages; this guards the moment in between.
  if (route.screen !== 'pdp') return null;
  // The store follows the URL (/ca/...), which equals pageData.store on the first document.
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <AddToCartProvider http={http}>
          <PdpDeliveryProvider http={http}>
            <FavoritesProvider http={http}>
              <div className="sf-area pdp-root">
                <PdpScreen
                  api={api}
                  route={{ slug: route.params.slug ?? null, storeCode: route.store, path: route.path, search, source: route.params.source ?? null }}
                  pageData={pageData}
                  initialData={initialData}
                />
              </div>
            </FavoritesProvider>
          </PdpDeliveryProvider>
        </AddToCartProvider>
      </NavigateProvider>
    </StoreProvider>
  );
}
