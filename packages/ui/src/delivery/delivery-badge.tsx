import type { DeliveryEstimate } from '@storefront/contracts';
import { useShop } from '../store/store-context';
import { countdownText, lowStockText, promiseText } from './delivery-text';
import { useDeliveryEstimate, type EstimateOptions } from './delivery-estimates-context';
import { useCountdownClock } from './use-countdown';

export interface DeliveryBadgeViewProps {
  estimate: DeliveryEstimate;
  /** a product page with no delivery timeline: today reads "Get it today by 9PM!" */
  withTime?: boolean;
  className?: string;
}

/**
 * The promise for one estimate (§4): the headline for the estimate's own speed, a faster speed
 * beside it when one arrives sooner ("Standard delivery Fri, Nov 27 · Tomorrow with Overnight"),
 * the countdown to the headline speed's cutoff, named, and low stock. Plain text, no live region:
 * the countdown changes every minute and announcing it would talk over the shopper; it is read
 * when reached.
 */
export function DeliveryBadgeView({ estimate, withTime = false, className }: DeliveryBadgeViewProps) {
  const { locale } = useShop();
  const now = useCountdownClock(estimate.cutoff_at, estimate.faster?.cutoff_at);
  const promise = promiseText(estimate, now, withTime);
  if (!promise) return null;
  // the cutoff of the speed the headline promises, named when the estimate names it
  const countdown = countdownText(estimate.cutoff_at, now, estimate.shipping_speed);
  const lowStock = lowStockText(estimate, locale);
  return (
    <div className={`sf-delivery ${className ?? ''}`} data-delivery-type={estimate.delivery_type}>
      <p className="sf-delivery__promise">{promise}</p>
      {countdown ? <p className="sf-delivery__countdown">{countdown}</p> : null}
      {lowStock ? <p className="sf-delivery__stock">{lowStock}</p> : null}
    </div>
  );
}

export interface DeliveryBadgeProps extends EstimateOptions {
  compositionId: number | null | undefined;
  withTime?: boolean;
  className?: string;
}

/** Hidden until the composition's estimate arrives (and stays hidden when there is none or the call failed). */
export function DeliveryBadge({ compositionId, made, flash, withTime, className }: DeliveryBadgeProps) {
  const estimate = useDeliveryEstimate(compositionId, { ...(made ? { made } : {}), ...(flash ? { flash } : {}) });
  if (!estimate) return null;
  return <DeliveryBadgeView estimate={estimate} {...(withTime ? { withTime } : {})} {...(className ? { className } : {})} />;
}
