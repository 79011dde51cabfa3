import { Price, useShop } from '@storefront/ui';

/** The store's free-shipping threshold (standard shipping is free from this much merchandise). */
export function FreeShippingNote() {
  const store = useShop();
  return (
    <p className="pdp-free-shipping">
      Free standard shipping on orders of <Price money={{ amount: store.freeShippingFrom, currency: store.currency }} /> or more
    </p>
  );
}
