import { useEffect } from 'react';
import { Spinner } from '@storefront/ui';
import { useSignInRedirect } from '../session/use-sign-in-redirect';

export function Loading({ label }: { label: string }) {
  return (
    <div className="acc-loading">
      <Spinner label={label} visibleLabel />
    </div>
  );
}

/** Guests on account screens go to sign-in and come back here afterwards. */
export function SignInRedirect() {
  const redirect = useSignInRedirect();
  useEffect(() => redirect(), [redirect]);
  return <Loading label="Taking you to sign in" />;
}
