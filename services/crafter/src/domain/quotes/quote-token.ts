import { createHash, randomBytes } from 'node:crypto';

/** A customer's link key: 32 random bytes as base64url (43 characters). Only its hash is stored. */
export function newQuoteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashQuoteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The customer's page for this token, on the site's origin, in the quote's store. */
export function quoteShareUrl(publicOrigin: string, store: 'us' | 'ca', token: string): string {
  return new URL(`${store === 'ca' ? '/ca' : ''}/crafter/quote?t=${token}`, publicOrigin).toString();
}
