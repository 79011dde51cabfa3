import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';
import { useSignedInName } from '../session/use-signed-in-name';

/**
 * "Sign In" for guests, "Hi, {name}" when the `name` cookie is set (§6). The cookie is read on mount,
 * again whenever the location changes, and when an area announces a sign-in or sign-out.
 */
export function AccountLink({ routeHref }: { routeHref: string }) {
  const { code: store } = useShop();
  const name = useSignedInName(routeHref);
  return (
    <AppLink href={withStore('/account', store)} className="hdr-account">
      <svg className="hdr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      <span className="hdr-account__text">{name ? `Hi, ${name}` : 'Sign In'}</span>
    </AppLink>
  );
}
