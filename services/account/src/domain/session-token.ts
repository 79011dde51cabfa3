import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the `sid` cookie carries. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The session row id for a token: SHA-256 hex. Null for anything that is not a token we issued. */
export function sessionIdOf(token: string | undefined | null): string | null {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}
