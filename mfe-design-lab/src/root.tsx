import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { NavigateProvider, StoreProvider, useDocumentTitle, useLocation } from '@storefront/ui';
import { createDesignLabApi } from './api';
import { EditorScreen } from './editor/editor-screen';
import { categoryFrom } from './start/made-categories';
import { StartScreen } from './start/start-screen';

/** The remote's root: follows the location and shows the start page or the editor (routing's AREAS). */
export function Root({ http, navigate, pageData }: AppProps) {
  const api = useMemo(() => createDesignLabApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  const screen = route.screen === 'design-lab-start' ? 'design-lab-start' : 'design-lab';
  useDocumentTitle(SCREEN_TITLES[screen]);
  // the shell unmounts this area elsewhere; this guards the moment in between
  if (route.screen !== 'design-lab' && route.screen !== 'design-lab-start') return null;
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        {/* keyed by store: a move between / and /ca starts the screen's state afresh */}
        <div className="sf-area design-lab-root" key={route.store}>
          {route.screen === 'design-lab-start' ? (
            <StartScreen api={api} category={categoryFrom(search)} pageData={pageData} />
          ) : (
            <EditorScreen http={http} csrfToken={pageData.csrfToken} search={search} />
          )}
        </div>
      </NavigateProvider>
    </StoreProvider>
  );
}
