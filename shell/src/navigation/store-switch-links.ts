import { splitStore, withStore } from '@storefront/routing';

/**
 * The footer's "Shop the Canadian/US store" link is rendered by the gateway for the served page;
 * after a client-side navigation it must still open the page now shown, in the other store.
 */
export function followStoreSwitchLinks(): () => void {
  const update = () => {
    const { path } = splitStore(location.pathname);
    // `//host` in a path would read as another site in an href
    const samePage = /^\/[/\\]/.test(path) ? '/' : path + location.search;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-store-switch]')) {
      link.setAttribute('href', withStore(samePage, link.dataset.storeSwitch === 'ca' ? 'ca' : 'us'));
    }
  };
  window.addEventListener('single-spa:routing-event', update);
  return () => window.removeEventListener('single-spa:routing-event', update);
}
