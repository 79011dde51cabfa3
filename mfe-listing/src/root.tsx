import { useState } from 'react';
import type { AppProps } from '@storefront/http';
import { isInfoPage, recognize } from '@storefront/routing';
import { DeliveryEstimatesProvider, FavoritesProvider, NavigateProvider, StoreProvider, useLocation, type PageAddress } from '@storefront/ui';
import { createListingApi } from './api';
import { AreaContext, type Area } from './area-context';
import { createMobileFiltersStore } from './filters/mobile-filters.store';
import { createHomeStore } from './home/home.store';
import { HomeScreen } from './home/home-screen';
import { createBrandPagesStore } from './brand/brand-page.store';
import { createContentStore } from './info/content.store';
import { InfoScreen } from './info/info-screen';
import { listingRequest } from '@storefront/contracts';
import { createListingStore } from './listing/listing.store';
import { ListingScreen } from './listing/listing-screen';
import { NotFound } from './not-found/not-found';

/**
 * Stores for one mount. The document's inlined screen data seeds them so the first screen renders
 * with no second round trip; the shell passes it only while the location is still the served one.
 */
function createArea(props: AppProps, address: PageAddress): Area {
  const { initialData, pageData } = props;
  const route = recognize(address.pathname, address.search);
  const listingSeed =
    initialData?.kind === 'listing' && (route.screen === 'listing' || route.screen === 'brand')
      ? { key: listingRequest(route.params, address.search, pageData.store).toString(), data: initialData.listing, notice: pageData.notice }
      : undefined;
  return {
    api: createListingApi(props.http),
    listing: createListingStore(listingSeed),
    home: createHomeStore(initialData?.kind === 'home' ? initialData.home : undefined),
    content: createContentStore(initialData?.kind === 'content' ? initialData.page : undefined),
    // the brand the document was served for: its page, or none (so nothing is fetched for it)
    brandPages: createBrandPagesStore(
      initialData?.kind === 'listing' && route.screen === 'brand' && route.params.brand
        ? { store: pageData.store, slug: route.params.brand, page: initialData.brand_page ?? null }
        : undefined,
    ),
    mobileFilters: createMobileFiltersStore(),
  };
}

/** The listing area: home, listings and brand pages, chosen by the route table on every location change. */
export function Root(props: AppProps) {
  const address = useLocation();
  const [area] = useState(() => createArea(props, address));
  const route = recognize(address.pathname, address.search);

  let screen = null;
  if (route.screen === 'home') screen = <HomeScreen />;
  else if (route.screen === 'listing' || route.screen === 'brand') screen = <ListingScreen route={route} address={address} />;
  else if (route.screen === 'help' || route.screen === 'info') {
    const page = route.screen === 'help' ? 'help' : (route.params.page ?? '');
    screen = isInfoPage(page) ? <InfoScreen page={page} /> : <NotFound />;
  }
  else if (route.screen === 'not-found') screen = <NotFound />;

  return (
    <StoreProvider store={props.pageData.store}>
      <NavigateProvider navigate={props.navigate}>
        <AreaContext.Provider value={area}>
          <DeliveryEstimatesProvider http={props.http}>
            <FavoritesProvider http={props.http}>
              <div className="mfl-root">{screen}</div>
            </FavoritesProvider>
          </DeliveryEstimatesProvider>
        </AreaContext.Provider>
      </NavigateProvider>
    </StoreProvider>
  );
}
