import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';

/** An unknown category or brand (404 from the API) is a missing page, not an empty listing. */
export function NotFound() {
  const store = useShop();
  return (
    <div className="mfl-not-found">
      <h1 className="mfl-not-found__title">We couldn't find that page</h1>
      <p className="mfl-not-found__text">The category or brand you followed may have moved or no longer exists.</p>
      <AppLink href={withStore('/', store.code)} className="sf-button sf-button--primary">
        Go to the home page
      </AppLink>
    </div>
  );
}
