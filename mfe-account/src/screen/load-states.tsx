import { useEffect } from 'react';
import { Notice, Spinner } from '@storefront/ui';
import { useSignInRedirect } from '../session/use-sign-in-redirect';

export function Loading({ label }: { label: string }) {
  return (
    <div className="acc-loading">
      <Spinner label={label} visibleLabel />
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="acc-failed">
      <Notice tone="error">
        <p>{message}</p>
      </Notice>
      <button type="button" className="sf-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Guests on account screens go to sign-in and come back here afterwards. */
export function SignInRedirect() {
  const redirect = useSignInRedirect();
  useEffect(() => redirect(), [redirect]);
  return <Loading label="Taking you to sign in" />;
}
