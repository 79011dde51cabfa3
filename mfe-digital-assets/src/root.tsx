import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { FavoritesProvider, NavigateProvider, StoreProvider, useDocumentTitle, useLocation } from '@storefront/ui';
import { createDigitalAssetsApi } from './api';
import { AssetScreen } from './asset/asset-screen';
import { HomeScreen } from './home/home-screen';

/** The remote's root: follows the location and shows the area page or one asset's page (routing's AREAS). */
export function Root({ http, navigate, pageData, initialData }: AppProps) {
  const api = useMemo(() => createDigitalAssetsApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  // the asset page names itself once its asset is known (asset-screen.tsx)
  useDocumentTitle(route.screen === 'digital-assets' ? SCREEN_TITLES['digital-assets'] : null);
  // the shell unmounts this area elsewhere; this guards the moment in between
  if (route.screen !== 'digital-assets' && route.screen !== 'digital-asset') return null;
  const slug = route.params.slug ?? '';
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <FavoritesProvider http={http}>
          <div className="sf-area digital-assets-root">
            {/* keyed by store (and asset): a move to another starts the screen's state afresh */}
            {route.screen === 'digital-assets' ? (
              <HomeScreen key={route.store} api={api} http={http} csrfToken={pageData.csrfToken} initialData={initialData} />
            ) : (
              <AssetScreen
                key={`${route.store}:${slug}`}
                api={api}
                http={http}
                place={{ slug, storeCode: route.store, path: route.path }}
                pageData={pageData}
                initialData={initialData}
              />
            )}
          </div>
        </FavoritesProvider>
      </NavigateProvider>
    </StoreProvider>
  );
}
