import { create } from 'zustand';
import { readFailure, type HttpClient } from '@storefront/http';
import { announceSessionChange } from '../session/session-events';

interface AccountMenuState {
  open: boolean;
  signingOut: boolean;
  error: string | null;
}

const initial: AccountMenuState = { open: false, signingOut: false, error: null };
export const useAccountMenu = create<AccountMenuState>(() => initial);

export function toggleAccountMenu(): void {
  useAccountMenu.setState((s) => ({ open: !s.open, error: null }));
}

export function closeAccountMenu(): void {
  if (useAccountMenu.getState().open) useAccountMenu.setState({ open: false, error: null });
}

export function resetAccountMenu(): void {
  useAccountMenu.setState(initial);
}

/**
 * POST /api/v2/sign_out.json (the server clears `sid` and `name`), then every area hears it: the
 * greeting goes, the cart counter recounts the guest's cart. `then` runs only after a sign-out.
 */
export async function signOut(http: HttpClient, then: () => void): Promise<void> {
  if (useAccountMenu.getState().signingOut) return;
  useAccountMenu.setState({ signingOut: true, error: null });
  try {
    await http.post('/api/v2/sign_out.json');
    useAccountMenu.setState(initial);
    announceSessionChange();
    then();
  } catch (err) {
    useAccountMenu.setState({ signingOut: false, error: readFailure(err).message });
  }
}
