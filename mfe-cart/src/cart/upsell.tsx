import { useId } from 'react';
import type { ProductCard } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { ProductCardText, ResponsiveImage, useShop } from '@storefront/ui';

/** "You may also like": products that go with the cart's first line. */
export function Upsell({ products }: { products: readonly ProductCard[] }) {
  const store = useShop();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="cart-upsell" aria-labelledby={headingId}>
      <h2 id={headingId}>You may also like</h2>
      <ul className="cart-upsell__grid">
        {products.map((p) => (
          <li key={p.id} className="cart-card">
            <ResponsiveImage image={p.image} sizes="(max-width: 767px) 50vw, 25vw" className="cart-card__image" />
            <ProductCardText product={p} href={withStore(p.url, store.code)} classPrefix="cart-card" />
          </li>
        ))}
      </ul>
    </section>
  );
}
