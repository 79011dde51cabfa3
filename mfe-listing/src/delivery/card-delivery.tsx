import type { ProductCard } from '@storefront/contracts';
import { DeliveryBadge } from '@storefront/ui';

/**
 * The delivery promise of a card's first colour (§4). Every card asks on its own; the shared
 * batcher (DeliveryEstimatesProvider in root.tsx) sends a page's worth as one call.
 * An out-of-stock card promises nothing. The slot keeps the promise's room from the first paint
 * (the server-rendered page has no estimate yet), so the grid does not move when it arrives.
 */
export function CardDelivery({ product }: { product: ProductCard }) {
  const compositionId = deliveryCompositionOf(product);
  if (compositionId === null) return null;
  return (
    <div className="mfl-card__delivery-slot">
      <DeliveryBadge compositionId={compositionId} className="mfl-card__delivery" />
    </div>
  );
}

/** The composition whose delivery a card promises, or null when it promises none. */
export function deliveryCompositionOf(product: ProductCard): number | null {
  return product.in_stock && product.composition_id !== undefined ? product.composition_id : null;
}
