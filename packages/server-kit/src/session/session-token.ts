import { createHash } from 'node:crypto';

/** The session cookie the account service sets: 32 random bytes, base64url. */
export const SESSION_COOKIE = 'sid';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The session row id for a token: SHA-256 hex. Null for anything that is not a token we issued. */
export function sessionIdOf(token: string | undefined | null): string | null {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}
