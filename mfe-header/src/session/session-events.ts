// Window events the header listens to; the account area fires them after sign-in and sign-out.

/** A sign-in or sign-out happened somewhere on the page: re-read the `name` cookie. */
export const SESSION_CHANGED_EVENT = 'storefront:session-changed';

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
