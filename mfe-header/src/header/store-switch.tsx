import { withStore } from '@storefront/routing';
import { STORES } from '@storefront/store-config';
import type { CurrentRoute } from '../navigation/use-current-route';

const SWITCH_LABEL = { us: 'Shop the US store', ca: 'Shop the Canadian store' } as const;

/**
 * The same page in the other store. A plain link on purpose (no client-side navigation): the store
 * decides the page data, currency and menu the document is served with, so switching loads a document.
 */
export function StoreSwitch({ route }: { route: CurrentRoute }) {
  const other = route.store === 'us' ? 'ca' : 'us';
  return (
    <p className="hdr-store">
      <span className="hdr-store__current">
        Shopping in <strong>{STORES[route.store].name}</strong>
      </span>
      <a className="hdr-store__switch" href={withStore(route.path + route.search, other)} hrefLang={STORES[other].locale}>
        {SWITCH_LABEL[other]}
      </a>
    </p>
  );
}
