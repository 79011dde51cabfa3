import { DeliverTo, DeliveryBadge } from '@storefront/ui';
import { useDeliveryHttp } from './pdp-delivery-provider';

/**
 * The delivery promise of the selected colour (§4) and where it is promised to. The page shows no
 * delivery timeline, so a same-day promise carries its time ("Get it today by 9PM!"). Changing the
 * colour asks for that composition's estimate; changing the destination re-asks every badge.
 */
export function ProductDelivery({ compositionId }: { compositionId: number | null }) {
  const http = useDeliveryHttp();
  if (!http) return null;
  return (
    <section className="pdp-delivery" aria-label="Delivery">
      <DeliveryBadge compositionId={compositionId} withTime className="pdp-delivery__badge" />
      <DeliverTo http={http} className="pdp-delivery__to" />
    </section>
  );
}
