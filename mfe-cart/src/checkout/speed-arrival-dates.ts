import { useEffect, useState } from 'react';
import type { CartDeliveryResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { CartApi } from '../api';

export type SpeedArrivals = Omit<CartDeliveryResponse, 'success'>;

const NONE: SpeedArrivals = { speeds: {}, destination: { postal_code: '', source: 'store_default' } };

/**
 * The whole cart's delivery estimate per shipping speed, and the postal code it is for, fetched
 * when the speeds show and again whenever `destinationKey` (the ship address) changes. A failure
 * leaves it empty: the dates are a promise beside the speeds, never something the checkout waits on.
 */
export function useSpeedArrivals(api: CartApi, store: StoreCode, destinationKey: string): SpeedArrivals {
  const [arrivals, setArrivals] = useState<SpeedArrivals>(NONE);
  useEffect(() => {
    let live = true;
    api.cartDelivery(store).then(
      (answer) => live && setArrivals(answer),
      () => live && setArrivals(NONE),
    );
    return () => {
      live = false;
    };
  }, [api, store, destinationKey]);
  return arrivals;
}

/** "Tue, Nov 24" in the store's locale, from the estimate's YYYY-MM-DD delivery day. */
export function arrivalDay(deliveryDay: string, locale: string): string {
  const [y, m, d] = deliveryDay.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
