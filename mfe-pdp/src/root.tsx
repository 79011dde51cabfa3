import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { FavoritesProvider, NavigateProvider, StoreProvider, useLocation } from '@storefront/ui';
import { AddToCartProvider } from './add-to-cart/add-to-cart-api';
import { createPdpApi } from './api';
import { PdpDeliveryProvider } from './delivery/pdp-delivery-provider';
import { PdpScreen } from './product/pdp-screen';
import { StoreReviewsPage } from './reviews/store-reviews-page';

/** The remote's root: follows the location, and renders the product page while it is a 'pdp' route. */
export function Root({ pageData, initialData, http, navigate }: AppProps) {
  // the token lets a review photo go with upload progress (XMLHttpRequest), as the client would send it
  const api = useMemo(() => createPdpApi(http, { csrfToken: () => pageData.csrfToken }), [http, pageData.csrfToken]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  // The shell unmounts this area off product and review pages; this guards the moment in between.
  if (route.screen !== 'pdp' && route.screen !== 'reviews') return null;
  // the store's whole review list (/reviews); a product's (/{slug}/reviews) is its page, opened at the reviews
  const storeReviews = route.screen === 'reviews' && !route.params.slug;
  // The store follows the URL (/ca/...), which equals pageData.store on the first document.
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <AddToCartProvider http={http}>
          <PdpDeliveryProvider http={http}>
            <FavoritesProvider http={http}>
              <div className="sf-area pdp-root">
                {storeReviews ? (
                  <StoreReviewsPage api={api} />
                ) : (
                <PdpScreen
                  api={api}
                  route={{ slug: route.params.slug ?? null, storeCode: route.store, path: route.path, search, source: route.params.source ?? null }}
                  pageData={pageData}
                  initialData={initialData}
                />
                )}
              </div>
            </FavoritesProvider>
          </PdpDeliveryProvider>
        </AddToCartProvider>
      </NavigateProvider>
    </StoreProvider>
  );
}
