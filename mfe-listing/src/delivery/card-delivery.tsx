import type { ProductCard } from '@storefront/contracts';
import { DeliveryBadge } from '@storefront/ui';

/**
 * The delivery promise of a card's first colour (§4). Every card asks on its own; the shared
 * batcher (DeliveryEstimatesProvider in root.tsx) sends a page's worth as one call.
 * An out-of-stock card promises nothing. The slot keeps the promise's room from the first paint
 * (the server-rendered page has no estimate yet), so the grid does not move when it arrives.
 */
export function CardDelivery({ product }: { product: ProductCard }) {
  if (!product.in_stock || product.composition_id === undefined) return null;
  return (
    <div className="mfl-card__delivery-slot">
      <DeliveryBadge compositionId={product.composition_id} className="mfl-card__delivery" />
    </div>
  );
}
