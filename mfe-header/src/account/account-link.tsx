import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';

/**
 * "Sign In" for guests, "Hi, {name}" when the `name` cookie is set (§6); the header reads the name
 * (useSignedInName) on mount, whenever the location changes, and on a sign-in or sign-out.
 */
export function AccountLink({ name }: { name: string | null }) {
  const { code: store } = useShop();
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
