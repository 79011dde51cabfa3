import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from '@storefront/http';
import { DeliveryEstimatesProvider } from '@storefront/ui';

const DeliveryHttpContext = createContext<HttpClient | null>(null);

/** The product page's estimate batcher, and the client the deliver-to modal saves a location with. */
export function PdpDeliveryProvider({ http, children }: { http: HttpClient; children: ReactNode }) {
  return (
    <DeliveryHttpContext.Provider value={http}>
      <DeliveryEstimatesProvider http={http}>{children}</DeliveryEstimatesProvider>
    </DeliveryHttpContext.Provider>
  );
}

export function useDeliveryHttp(): HttpClient | null {
  return useContext(DeliveryHttpContext);
}
