import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AccountUser } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { announceSessionChange } from '@storefront/ui';

export interface AuthFormState {
  status: 'idle' | 'submitting' | 'done';
  /** the form-level message (wrong credentials, too many attempts, offline) */
  message: string | null;
  /** per field, from a 400's fieldErrors (and 409's email) */
  fieldErrors: Record<string, string[]>;
}

export interface AuthFormModel<B> {
  store: StoreApi<AuthFormState>;
  /** sends once; a second call while one is in flight is ignored */
  submit(body: B): Promise<void>;
}

const WRONG_CREDENTIALS = 'Email or password is incorrect';
const TOO_MANY = 'Too many attempts. Please try again later.';

/** The form-level message for a failed sign-in or sign-up; field errors are shown beside their fields. */
function messageFor(err: unknown): { message: string | null; fieldErrors: Record<string, string[]> } {
  const f = readFailure(err);
  switch (f.status) {
    case 400:
      return { message: Object.keys(f.fieldErrors).length ? 'Please correct the fields marked below.' : f.message, fieldErrors: f.fieldErrors };
    case 401:
      // the same words for an unknown email and a wrong password (the server's, or ours when it sent none)
      return { message: f.code ? f.message : WRONG_CREDENTIALS, fieldErrors: {} };
    case 409:
      return { message: f.message, fieldErrors: { email: [f.message] } };
    case 429:
      // the server's message carries the Retry-After wait ("… try again in 12 minutes.")
      return { message: f.code ? f.message : TOO_MANY, fieldErrors: {} };
    default:
      return { message: f.message, fieldErrors: {} };
  }
}

/**
 * One sign-in or sign-up form: idle → submitting → done (or back to idle with errors). On success the
 * other areas hear about the new session and `onSignedIn` moves on.
 */
export function createAuthFormModel<B>(send: (body: B) => Promise<AccountUser>, onSignedIn: (user: AccountUser) => void): AuthFormModel<B> {
  const store = createStore<AuthFormState>(() => ({ status: 'idle', message: null, fieldErrors: {} }));
  return {
    store,
    async submit(body) {
      if (store.getState().status !== 'idle') return;
      store.setState({ status: 'submitting', message: null, fieldErrors: {} });
      try {
        const user = await send(body);
        store.setState({ status: 'done' });
        announceSessionChange();
        onSignedIn(user);
      } catch (err) {
        store.setState({ status: 'idle', ...messageFor(err) });
      }
    },
  };
}
