import { useCallback } from 'react';
import { useNavigate, useShop } from '@storefront/ui';
import { signInUrl } from '@storefront/routing';

/** Sends a guest to sign-in, coming back to where they are now (path with store prefix and query). */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const { code } = useShop();
  return useCallback(() => navigate(signInUrl(code, window.location.pathname + window.location.search)), [navigate, code]);
}
