import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { NavigateProvider, StoreProvider, useDocumentTitle, useLocation } from '@storefront/ui';
import { createDesignLabApi } from './api';
import { ArtworkScreen } from './dtf/artwork/artwork-screen';
import { GangSheetScreen } from './dtf/gang-sheet/gang-sheet-screen';
import { LettersScreen } from './dtf/letters/letters-screen';
import { TransfersScreen } from './dtf/transfers/transfers-screen';
import { EditorScreen } from './editor/editor-screen';
import { categoryFrom } from './start/made-categories';
import { StartScreen } from './start/start-screen';

/** The screens of this area (routing's AREAS row for design-lab). */
const SCREENS = ['design-lab', 'design-lab-start', 'dtf-transfers', 'dtf-artwork', 'dtf-letters', 'dtf-gang-sheet'] as const;
type DesignLabScreen = (typeof SCREENS)[number];
const isOurs = (screen: string): screen is DesignLabScreen => (SCREENS as readonly string[]).includes(screen);

/** The remote's root: follows the location and shows the start page, the editor, a DTF artwork page, the lettering page or the gang-sheet builder. */
export function Root({ http, navigate, pageData }: AppProps) {
  const api = useMemo(() => createDesignLabApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  const letters = route.screen === 'dtf-letters';
  useDocumentTitle(SCREEN_TITLES[isOurs(route.screen) ? route.screen : 'design-lab']);
  // the shell unmounts this area elsewhere; this guards the moment in between
  if (!isOurs(route.screen)) return null;
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        {/* keyed by store: a move between / and /ca starts the screen's state afresh */}
        <div className="sf-area design-lab-root" key={route.store}>
          {route.screen === 'design-lab-start' ? (
            <StartScreen api={api} category={categoryFrom(search)} pageData={pageData} />
          ) : letters ? (
            <LettersScreen http={http} />
          ) : route.screen === 'dtf-gang-sheet' ? (
            <GangSheetScreen http={http} search={search} />
          ) : route.screen === 'dtf-transfers' ? (
            <TransfersScreen http={http} csrfToken={pageData.csrfToken} search={search} />
          ) : route.screen === 'dtf-artwork' ? (
            <ArtworkScreen http={http} search={search} />
          ) : (
            <EditorScreen http={http} csrfToken={pageData.csrfToken} search={search} />
          )}
        </div>
      </NavigateProvider>
    </StoreProvider>
  );
}
