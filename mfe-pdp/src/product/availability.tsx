import type { ProductDetail } from '@storefront/contracts';

const TEXT: Record<ProductDetail['availability'], string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock: order soon',
  out_of_stock: 'Out of stock',
};

/** Stock of the whole product; a made-to-order one is printed or cut when ordered, so it says that instead. */
export function Availability({ availability, madeToOrder = false }: { availability: ProductDetail['availability']; madeToOrder?: boolean }) {
  if (madeToOrder && availability !== 'out_of_stock') {
    return <p className="pdp-availability pdp-availability--made-to-order">Made to order</p>;
  }
  return <p className={`pdp-availability pdp-availability--${availability}`}>{TEXT[availability]}</p>;
}
