import { StoreProvider, useLocation } from '@storefront/ui';
import { CustomersTab } from '../customers/customers-tab';
import { EarningsTab } from '../earnings/earnings-tab';
import { InvoicesTab } from '../invoices/invoices-tab';
import { OrdersTab } from '../orders/orders-tab';
import { QuotesTab } from '../quotes/quotes-tab';
import { readPortalPlace } from './portal-address';
import { usePortal } from './portal-context';
import { PortalFrame } from './portal-frame';
import { PortalTabs } from './portal-tabs';

/**
 * The crafter's business as the heading, the section links, and the section the address names.
 * Money and dates are in the crafter's store; links stay in the address's store.
 */
export function PortalScreen() {
  const { me } = usePortal();
  const { search } = useLocation();
  const place = readPortalPlace(search);
  return (
    <StoreProvider store={me.store}>
      <PortalFrame title={me.business_name}>
        <p className="crafter-muted crafter-portal__lead">Crafter portal</p>
        <PortalTabs active={place.tab} />
        <div className="crafter-panel">
          {place.tab === 'quotes' ? <QuotesTab quote={place.quote} /> : null}
          {place.tab === 'customers' ? <CustomersTab /> : null}
          {place.tab === 'invoices' ? <InvoicesTab /> : null}
          {place.tab === 'orders' ? <OrdersTab /> : null}
          {place.tab === 'earnings' ? <EarningsTab /> : null}
        </div>
      </PortalFrame>
    </StoreProvider>
  );
}
