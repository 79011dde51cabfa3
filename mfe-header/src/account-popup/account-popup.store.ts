import { createStore, type StoreApi } from 'zustand/vanilla';
import { TIMING } from '@storefront/store-config';
import { rememberPopupShown } from './popup-cookie';

interface AccountPopupState {
  open: boolean;
}

export interface AccountPopupModel {
  store: StoreApi<AccountPopupState>;
  /** Opens the popup, remembers it in the cookie, and closes it by itself after 6 s (§4, §9). */
  open(): void;
  /** Closes it and stops the timer (also on unmount, so no timer outlives the header). */
  close(): void;
}

/** The account popup's state; one per mounted popup. */
export function createAccountPopupModel(): AccountPopupModel {
  const store = createStore<AccountPopupState>(() => ({ open: false }));
  let autoClose: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(autoClose);
    autoClose = undefined;
    if (store.getState().open) store.setState({ open: false });
  };
  return {
    store,
    open() {
      if (store.getState().open) return;
      rememberPopupShown();
      store.setState({ open: true });
      clearTimeout(autoClose);
      autoClose = setTimeout(close, TIMING.accountPopupMs);
    },
    close,
  };
}
