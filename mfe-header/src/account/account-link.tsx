import { useEffect, useState } from 'react';
import { withStore } from '@storefront/routing';
import { AppLink, useStore } from '@storefront/ui';
import { readNameCookie } from './name-cookie';

/**
 * "Sign In" for guests, "Hi, {name}" when the `name` cookie is set (§6). The cookie is read on mount
 * and again whenever the location changes, so signing in or out in another area shows on the next route.
 */
export function AccountLink({ routeHref }: { routeHref: string }) {
  const { code: store } = useStore();
  const [name, setName] = useState(readNameCookie);
  // cookies cannot be observed; a navigation is the moment a sign-in elsewhere becomes visible here
  useEffect(() => setName(readNameCookie()), [routeHref]);
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
