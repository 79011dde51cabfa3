import { create } from 'zustand';
import { TIMING } from '@storefront/store-config';
import { rememberPopupShown } from './popup-cookie';

interface AccountPopupState {
  open: boolean;
}

export const useAccountPopup = create<AccountPopupState>(() => ({ open: false }));

let autoClose: ReturnType<typeof setTimeout> | undefined;

/** Opens the popup, remembers it in the cookie, and closes it by itself after 6 s (§4, §9). */
export function openAccountPopup(): void {
  if (useAccountPopup.getState().open) return;
  rememberPopupShown();
  useAccountPopup.setState({ open: true });
  clearTimeout(autoClose);
  autoClose = setTimeout(closeAccountPopup, TIMING.accountPopupMs);
}

export function closeAccountPopup(): void {
  clearTimeout(autoClose);
  autoClose = undefined;
  if (useAccountPopup.getState().open) useAccountPopup.setState({ open: false });
}
