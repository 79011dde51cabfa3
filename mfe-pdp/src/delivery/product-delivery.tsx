import { DeliverTo, DeliveryBadge, DeliveryBadgeView, useDeliveryEstimate } from '@storefront/ui';
import { useDeliveryHttp } from './pdp-delivery-provider';

/**
 * A made-to-order product's promise: the same estimate, without the "Only n left" line. What a
 * warehouse holds is not a limit on goods printed or cut when ordered.
 */
function MadeToOrderBadge({ compositionId, className }: { compositionId: number | null; className: string }) {
  const estimate = useDeliveryEstimate(compositionId);
  if (!estimate) return null;
  return <DeliveryBadgeView estimate={{ ...estimate, inventory: 0 }} withTime className={className} />;
}

/**
 * The delivery promise of the selected colour (§4) and where it is promised to. The page shows no
 * delivery timeline, so a same-day promise carries its time ("Get it today by 9PM!"). Changing the
 * colour asks for that composition's estimate; changing the destination re-asks every badge.
 */
export function ProductDelivery({ compositionId, madeToOrder = false }: { compositionId: number | null; madeToOrder?: boolean }) {
  const http = useDeliveryHttp();
  if (!http) return null;
  return (
    <section className="pdp-delivery" aria-label="Delivery">
      {madeToOrder ? (
        <MadeToOrderBadge compositionId={compositionId} className="pdp-delivery__badge" />
      ) : (
        <DeliveryBadge compositionId={compositionId} withTime className="pdp-delivery__badge" />
      )}
      <DeliverTo http={http} className="pdp-delivery__to" />
    </section>
  );
}
