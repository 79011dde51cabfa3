import { AppLink } from '@storefront/ui';
import { PORTAL_TABS, portalHref, TAB_LABELS, type PortalTab } from './portal-address';
import { usePortal } from './portal-context';

/**
 * The portal's sections as links (each is an address: it opens in a new tab, Back returns to the
 * last one); the current one carries aria-current. Links, not an ARIA tab list, because each
 * section is a navigation, not a panel switched in place.
 */
export function PortalTabs({ active }: { active: PortalTab }) {
  const { routeStore } = usePortal();
  return (
    <nav className="crafter-tabs" aria-label="Crafter portal sections">
      <ul>
        {PORTAL_TABS.map((tab) => (
          <li key={tab}>
            <AppLink href={portalHref(routeStore, tab)} className="crafter-tabs__link" aria-current={tab === active ? 'page' : undefined}>
              {TAB_LABELS[tab]}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
