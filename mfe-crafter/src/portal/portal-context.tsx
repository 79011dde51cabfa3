import { createContext, useContext, type ReactNode } from 'react';
import type { CrafterMeResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { CrafterApi } from '../api';

export interface Portal {
  api: CrafterApi;
  /** the crafter: business, store and currency (money and dates are theirs) */
  me: CrafterMeResponse;
  /** the store of the address (links stay in it) */
  routeStore: StoreCode;
}

const PortalContext = createContext<Portal | null>(null);

/** The portal's calls and crafter for every tab below (the area context of ARCHITECTURE §3). */
export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs a PortalProvider');
  return portal;
}
