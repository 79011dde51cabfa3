import type { AppProps } from '@storefront/http';
import { NavigateProvider, StoreProvider } from '@storefront/ui';
import { Header } from './header/header';
import { useCurrentRoute } from './navigation/use-current-route';

/**
 * The header on every route. The store comes from the current location (which the shell keeps in
 * step with pageData.store), so a client-side move between /ca and / is followed without a remount.
 */
export function Root({ pageData, http, requestCounter, navigate }: AppProps) {
  const route = useCurrentRoute();
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <Header pageData={pageData} http={http} requestCounter={requestCounter} navigate={navigate} route={route} />
      </NavigateProvider>
    </StoreProvider>
  );
}
