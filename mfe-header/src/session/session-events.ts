// The session event comes from the shared UI package; the account area fires it after sign-in, the header after sign-out.
export { SESSION_CHANGED_EVENT, announceSessionChange } from '@storefront/ui';
