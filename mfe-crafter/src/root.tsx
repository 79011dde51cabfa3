import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { NavigateProvider, StoreProvider, useDocumentTitle, useLocation } from '@storefront/ui';
import { PortalSection } from './portal/portal-section';
import { createPublicQuoteApi } from './public-quote/public-quote-api';
import { PublicQuoteScreen } from './public-quote/public-quote-screen';

/**
 * The remote's root: follows the location and shows the crafter portal (/crafter) or a customer's
 * quote (/crafter/quote?t=), routing's AREAS row for this area.
 */
export function Root({ http, navigate, initialData }: AppProps) {
  const publicApi = useMemo(() => createPublicQuoteApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  const screen = route.screen === 'crafter' || route.screen === 'crafter-quote' ? route.screen : null;
  useDocumentTitle(screen ? SCREEN_TITLES[screen] : null);
  // the shell unmounts this area elsewhere; this guards the moment in between
  if (!screen) return null;
  const token = new URLSearchParams(search).get('t') ?? '';
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <div className="sf-area crafter-root">
          {/* keyed by store (and link): a move between / and /ca, or to another quote, starts afresh */}
          {screen === 'crafter-quote' ? (
            <PublicQuoteScreen key={`${route.store}:${token}`} api={publicApi} token={token} initialData={initialData} />
          ) : (
            <PortalSection key={route.store} http={http} />
          )}
        </div>
      </NavigateProvider>
    </StoreProvider>
  );
}
