import { useMemo } from 'react';
import type { AppProps } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { SCREEN_TITLES } from '@storefront/store-config';
import { NavigateProvider, StoreProvider, useDocumentTitle, useLocation } from '@storefront/ui';
import { createAccountApi, type AccountApi } from './api';
import { AddressesScreen } from './addresses/addresses-screen';
import { createBrandCmsApi, type BrandCmsApi } from './brand-cms/brand-cms-api';
import { BrandPagesScreen } from './brand-cms/brand-pages-screen';
import { createContentApi, type ContentApi } from './content/content-api';
import { ContentEditorScreen } from './content/content-editor-screen';
import { createModerationApi, type ModerationApi } from './moderation/moderation-api';
import { ModerationScreen } from './moderation/moderation-screen';
import { PublishRequestsScreen } from './brand-cms/publish-requests-screen';
import { wantsCrafterApplication } from './crafter/crafter-application-address';
import { CrafterApplicationScreen } from './crafter/crafter-application-screen';
import { LibraryScreen } from './library/library-screen';
import { OrderScreen } from './orders/order-screen';
import { OrdersScreen } from './orders/orders-screen';
import { AccountOverview } from './overview/account-overview';
import { SignInScreen } from './sign-in/sign-in-screen';
import { SignUpScreen } from './sign-up/sign-up-screen';

const ACCOUNT_SCREENS = ['account', 'sign-in', 'sign-up', 'addresses', 'library', 'brand-pages', 'publish-requests', 'moderation', 'content-editor', 'orders', 'order'] as const;
type AccountScreen = (typeof ACCOUNT_SCREENS)[number];
const isAccountScreen = (s: string): s is AccountScreen => (ACCOUNT_SCREENS as readonly string[]).includes(s);

/** The remote's root: follows the location and shows the account screen it names (routing's AREAS). */
export function Root({ http, navigate }: AppProps) {
  const api = useMemo(() => createAccountApi(http), [http]);
  const cms = useMemo(() => createBrandCmsApi(http), [http]);
  const moderation = useMemo(() => createModerationApi(http), [http]);
  const content = useMemo(() => createContentApi(http), [http]);
  const { pathname, search } = useLocation();
  const route = recognize(pathname, search);
  // the shell unmounts this area elsewhere; this guards the moment in between
  if (!isAccountScreen(route.screen)) return null;
  return (
    <StoreProvider store={route.store}>
      <NavigateProvider navigate={navigate}>
        <div className="sf-area acc-root">
          {/* keyed by store: a move between / and /ca starts the screen's state afresh */}
          <Screen key={route.store} screen={route.screen} api={api} cms={cms} moderation={moderation} content={content} search={search} orderNumber={route.params.orderNumber ?? ''} />
        </div>
      </NavigateProvider>
    </StoreProvider>
  );
}

function Screen({
  screen,
  api,
  cms,
  moderation,
  content,
  search,
  orderNumber,
}: {
  screen: AccountScreen;
  api: AccountApi;
  cms: BrandCmsApi;
  moderation: ModerationApi;
  content: ContentApi;
  search: string;
  orderNumber: string;
}) {
  useDocumentTitle(SCREEN_TITLES[screen]);
  switch (screen) {
    case 'sign-in':
      return <SignInScreen api={api} search={search} />;
    case 'sign-up':
      return <SignUpScreen api={api} search={search} />;
    case 'account':
      // /account?apply=crafter: the crafter application (no screen of its own in routing's table yet)
      return wantsCrafterApplication(search) ? <CrafterApplicationScreen api={api} /> : <AccountOverview api={api} />;
    case 'orders':
      return <OrdersScreen api={api} search={search} />;
    case 'order':
      return <OrderScreen key={orderNumber} api={api} number={orderNumber} />;
    case 'addresses':
      return <AddressesScreen api={api} />;
    case 'library':
      return <LibraryScreen api={api} search={search} />;
    case 'brand-pages':
      return <BrandPagesScreen cms={cms} search={search} />;
    case 'publish-requests':
      return <PublishRequestsScreen cms={cms} />;
    case 'moderation':
      return <ModerationScreen api={moderation} search={search} />;
    case 'content-editor':
      return <ContentEditorScreen api={content} search={search} />;
  }
}
