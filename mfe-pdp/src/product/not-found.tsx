import { useId } from 'react';
import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';

/** Unknown slug: say so inside this area, and offer a way on (a search for the slug's words, or home). */
export function ProductNotFound({ slug }: { slug: string | null }) {
  const { code } = useShop();
  const titleId = useId();
  const words = (slug ?? '').replace(/-+/g, ' ').trim();
  return (
    <section className="pdp-empty" aria-labelledby={titleId}>
      <h1 id={titleId} className="pdp-empty__title">
        Product not found
      </h1>
      <p>This product does not exist or is no longer available.</p>
      <p className="pdp-empty__links">
        {words ? (
          <AppLink className="sf-button sf-button--primary" href={withStore(`/?search=${encodeURIComponent(words)}`, code)}>
            Search for “{words}”
          </AppLink>
        ) : null}
        <AppLink className="sf-button" href={withStore('/', code)}>
          Go to the home page
        </AppLink>
      </p>
    </section>
  );
}
