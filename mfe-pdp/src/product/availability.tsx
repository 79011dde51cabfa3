import type { ProductDetail } from '@storefront/contracts';

const TEXT: Record<ProductDetail['availability'], string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock: order soon',
  out_of_stock: 'Out of stock',
};

export function Availability({ availability }: { availability: ProductDetail['availability'] }) {
  return <p className={`pdp-availability pdp-availability--${availability}`}>{TEXT[availability]}</p>;
}
