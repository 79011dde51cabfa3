import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AppProps } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';
import { AccountLink } from '../account/account-link';
import { AccountMenu } from '../account-menu/account-menu';
import { AccountPopup } from '../account-popup/account-popup';
import { ActivityBar } from '../activity/activity-bar';
import { createHeaderApi } from '../api';
import { CartLink } from '../cart/cart-link';
import { DeliverToControl } from '../deliver-to/deliver-to-control';
import { MegaMenu } from '../mega-menu/mega-menu';
import { MobileMenu } from '../mobile-menu/mobile-menu';
import type { CurrentRoute } from '../navigation/use-current-route';
import { SavedCartsDropdown } from '../saved-carts/saved-carts-dropdown';
import { SearchForm } from '../search/search-form';
import { useSignedInName } from '../session/use-signed-in-name';
import { StoreSwitch } from './store-switch';
import { useStickyHeader } from './use-sticky-header';

interface HeaderProps extends Pick<AppProps, 'pageData' | 'http' | 'requestCounter' | 'navigate'> {
  route: CurrentRoute;
}

export function Header({ pageData, http, requestCounter, navigate, route }: HeaderProps) {
  const { code: store } = useShop();
  const api = useMemo(() => createHeaderApi(http), [http]);
  const subsites = pageData.menu.subsites;
  const sticky = useStickyHeader();
  const name = useSignedInName(route.href);
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState<number | undefined>(undefined);

  // a fixed bar leaves the flow: its slot keeps the height so the page does not jump up
  useLayoutEffect(() => {
    setBarHeight(sticky ? barRef.current?.offsetHeight : undefined);
  }, [sticky]);

  return (
    <header className={sticky ? 'hdr hdr--sticky' : 'hdr'} data-sticky={sticky ? 'true' : undefined}>
      <ActivityBar counter={requestCounter} />
      <div className="hdr__utility">
        <StoreSwitch route={route} />
        <DeliverToControl http={http} />
      </div>
      <div className="hdr__bar-slot" style={barHeight ? { minHeight: barHeight } : undefined}>
        <div ref={barRef} className="hdr__bar">
          <MobileMenu subsites={subsites} routeHref={route.href} />
          <AppLink href={withStore('/', store)} className="hdr-logo" aria-label="Storefront home">
            <svg className="hdr-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <path d="M11 4 4 8l3 6 3-1.5V28h12V12.5l3 1.5 3-6-7-4a5 5 0 0 1-10 0Z" />
            </svg>
            <span className="hdr-logo__text">Storefront</span>
          </AppLink>
          <SearchForm routeSearch={route.search} navigate={navigate} />
          <div className="hdr__actions">
            <div className="hdr-account-anchor">
              <AccountLink routeHref={route.href} />
              {name ? <AccountMenu http={http} /> : null}
              <AccountPopup name={name} routeHref={route.href} onAuthScreen={route.screen === 'sign-in' || route.screen === 'sign-up'} />
            </div>
            {name ? <SavedCartsDropdown http={http} /> : null}
            <CartLink api={api} />
          </div>
        </div>
      </div>
      <MegaMenu subsites={subsites} routeHref={route.href} />
    </header>
  );
}
