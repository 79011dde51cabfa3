import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { NavigateProvider, StoreProvider, useDocumentTitle, useLocation } from '@storefront/ui';
import { createDigitalAssetsApi } from './api';
import { ItemsScreen } from './items/items-screen';

/** The remote's root: follows the location and shows the digital-assets screen (routing's AREAS). */
export function Root({ http, navigate }: AppProps) {
  const api = useMemo(() => createDigitalAssetsApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  useDocumentTitle(SCREEN_TITLES['digital-assets']);
  // the shell unmounts this area elsewhere; this guards the moment in between
  if (route.screen !== 'digital-assets') return null;
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <div className="sf-area digital-assets-root">
          {/* keyed by store: a move between / and /ca starts the screen's state afresh */}
          <ItemsScreen key={route.store} api={api} />
        </div>
      </NavigateProvider>
    </StoreProvider>
  );
}
