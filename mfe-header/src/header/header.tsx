import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AppProps } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { SITE_NAME } from '@storefront/store-config';
import { AppLink, useShop } from '@storefront/ui';
import { AccountLink } from '../account/account-link';
import { AccountMenu } from '../account-menu/account-menu';
import { AccountPopup } from '../account-popup/account-popup';
import { ActivityBar } from '../activity/activity-bar';
import { createHeaderApi } from '../api';
import { CanadaStoreModal } from '../canada-store/canada-store-modal';
import { CartLink } from '../cart/cart-link';
import { DeliverToControl } from '../deliver-to/deliver-to-control';
import { MegaMenu } from '../mega-menu/mega-menu';
import { MobileMenu } from '../mobile-menu/mobile-menu';
import type { CurrentRoute } from '../navigation/use-current-route';
import { PromotionsLink } from '../promotions/promotions-link';
import { SavedCartsDropdown } from '../saved-carts/saved-carts-dropdown';
import { SearchForm } from '../search/search-form';
import { useSignedInName } from '../session/use-signed-in-name';
import { StoreWidgets } from '../widgets/store-widgets';
import { StoreLogo } from './store-logo';
import { StoreSwitch } from './store-switch';
import { useStickyHeader } from './use-sticky-header';

// "Inkwell Supply Co." set on two lines (styles.css .hdr-logo__text), so it fits beside the phone menu
const [NAME_HEAD = SITE_NAME, ...rest] = SITE_NAME.split(' ');
const NAME_TAIL = rest.join(' ');

interface HeaderProps extends Pick<AppProps, 'pageData' | 'http' | 'requestCounter' | 'navigate'> {
  route: CurrentRoute;
}

export function Header({ pageData, http, requestCounter, navigate, route }: HeaderProps) {
  const { code: store } = useShop();
  const api = useMemo(() => createHeaderApi(http), [http]);
  const subsites = pageData.menu.subsites;
  const sticky = useStickyHeader();
  const name = useSignedInName(route.href, pageData.user.name);
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState<number | undefined>(undefined);

  // A fixed bar leaves the flow: its slot keeps the height the bar had in the flow, known before it
  // sticks, so the slot never collapses for a frame (which moved the page, and scroll anchoring with it,
  // by the bar's height: a hash or "scroll to reviews" landed under the bar).
  const stickyRef = useRef(sticky);
  stickyRef.current = sticky;
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => {
      if (!stickyRef.current) setBarHeight(bar.offsetHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  return (
    <header className={sticky ? 'hdr hdr--sticky' : 'hdr'} data-sticky={sticky ? 'true' : undefined}>
      <ActivityBar counter={requestCounter} />
      <div className="hdr__utility">
        <StoreSwitch route={route} />
        <DeliverToControl http={http} />
      </div>
      <div className="hdr__bar-slot" style={sticky && barHeight ? { minHeight: barHeight } : undefined}>
        <div ref={barRef} className="hdr__bar">
          <MobileMenu subsites={subsites} routeHref={route.href} />
          <AppLink href={withStore('/', store)} className="hdr-logo" aria-label={`${SITE_NAME} home`}>
            <StoreLogo />
            <span className="hdr-logo__text">
              {NAME_HEAD} <span className="hdr-logo__tail">{NAME_TAIL}</span>
            </span>
          </AppLink>
          <SearchForm routeSearch={route.search} navigate={navigate} />
          <div className="hdr__actions">
            <div className="hdr-account-anchor">
              <AccountLink name={name} />
              {name ? <AccountMenu http={http} /> : null}
              <AccountPopup name={name} routeHref={route.href} onAuthScreen={route.screen === 'sign-in' || route.screen === 'sign-up'} />
            </div>
            {name ? <SavedCartsDropdown http={http} /> : null}
            <PromotionsLink api={api} initial={{ store: pageData.store, count: pageData.promotions }} />
            <CartLink api={api} />
          </div>
        </div>
      </div>
      <MegaMenu subsites={subsites} routeHref={route.href} />
      <CanadaStoreModal http={http} route={route} />
      <StoreWidgets landingScreen={pageData.screen} screen={route.screen} />
    </header>
  );
}
