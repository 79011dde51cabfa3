import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';

/** An unknown slug (a 404 document, or a 404 answer after a client-side move). */
export function AssetNotFound() {
  const { code } = useShop();
  return (
    <section className="da-not-found" aria-labelledby="da-not-found-title">
      <h1 id="da-not-found-title">Design not found</h1>
      <p>We couldn’t find that design. It may have been removed.</p>
      <p>
        <AppLink href={withStore('/digital-assets', code)}>See all digital assets</AppLink>
      </p>
    </section>
  );
}
