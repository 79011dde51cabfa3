/**
 * Settles a promise into a record a test can inspect while timers are faked, without an unhandled
 * rejection. For tests only (`@storefront/http/testing`).
 */
export function settle<T>(promise: Promise<T>): { done: boolean; value?: T; error?: unknown } {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}
