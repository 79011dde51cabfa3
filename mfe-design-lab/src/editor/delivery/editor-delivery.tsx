import type { HttpClient } from '@storefront/http';
import { DeliverTo, DeliveryBadgeView, useDeliveryEstimate } from '@storefront/ui';

/**
 * The delivery promise of the design in its colour: a made item's estimate, which counts the
 * production day (§4), and where it is promised to. Stock of the blank is shown per size in the
 * price panel, so the badge leaves out "Only n left".
 */
export function EditorDelivery({ http, compositionId }: { http: HttpClient; compositionId: number }) {
  const estimate = useDeliveryEstimate(compositionId, { made: true });
  return (
    <section className="dl-panel dl-delivery" aria-label="Delivery">
      {estimate ? <DeliveryBadgeView estimate={{ ...estimate, inventory: 0 }} withTime /> : null}
      <DeliverTo http={http} />
    </section>
  );
}
