import { randomBytes } from 'node:crypto';

export { sessionIdOf } from '@storefront/server-kit';

/** 32 random bytes, base64url: what the `sid` cookie carries. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}
