import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CrafterApplicationBody, CrafterProfile } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { AccountApi } from '../api';

export interface CrafterApplicationState {
  submitting: boolean;
  /** the server's 400 field errors, shown beside the fields */
  fieldErrors: Record<string, string[]>;
  /** what went wrong overall (a 409, a network failure) */
  message: string | null;
  /** set once approved: the screen shows the confirmation */
  approved: CrafterProfile | null;
  /** the session ended meanwhile (401): the screen sends the shopper to sign in */
  signedOut: boolean;
}

/** Sending the application: one at a time (a second press while sending is ignored). */
export function createCrafterApplicationModel(api: AccountApi): { store: StoreApi<CrafterApplicationState>; submit(body: CrafterApplicationBody): Promise<void> } {
  const store = createStore<CrafterApplicationState>(() => ({ submitting: false, fieldErrors: {}, message: null, approved: null, signedOut: false }));
  return {
    store,
    async submit(body) {
      if (store.getState().submitting) return;
      store.setState({ submitting: true, fieldErrors: {}, message: null });
      try {
        const { crafter } = await api.applyAsCrafter(body);
        store.setState({ submitting: false, approved: crafter });
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) return store.setState({ submitting: false, signedOut: true });
        const hasFields = Object.keys(f.fieldErrors).length > 0;
        store.setState({ submitting: false, fieldErrors: f.fieldErrors, message: hasFields ? 'Please correct the fields marked below.' : f.message });
      }
    },
  };
}
