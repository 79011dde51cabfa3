import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { DELIVERY_ZIP_COOKIE } from '@storefront/contracts';
import type { DeliverToCode } from '../../domain/locations/deliver-to-code';

/** A guest's saved codes (comma-joined, current first); signed-in users' live in account.locations. */
export const BROWSER_LOCATIONS_COOKIE = 'delivery_locations';

const YEAR_S = 365 * 24 * 60 * 60;
const options = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, httpOnly: true, secure });

export function browserLocationsCookie(req: FastifyRequest): string | undefined {
  return req.cookies[BROWSER_LOCATIONS_COOKIE];
}

export function setBrowserLocationsCookie(reply: FastifyReply, value: string, secure: boolean): void {
  if (value) reply.setCookie(BROWSER_LOCATIONS_COOKIE, value, { ...options(secure), maxAge: YEAR_S });
  else reply.clearCookie(BROWSER_LOCATIONS_COOKIE, options(secure));
}

/**
 * Mirrors the shopper's current code in `delivery_zip`, which the estimate endpoints read; cleared
 * when there is none. Only written when it would change, so reads stay free of Set-Cookie noise.
 */
export function mirrorDeliveryZip(req: FastifyRequest, reply: FastifyReply, current: DeliverToCode | null, secure: boolean): void {
  const had = req.cookies[DELIVERY_ZIP_COOKIE];
  if (current) {
    if (had !== current.zipcode) reply.setCookie(DELIVERY_ZIP_COOKIE, current.zipcode, { ...options(secure), maxAge: YEAR_S });
  } else if (had !== undefined) {
    reply.clearCookie(DELIVERY_ZIP_COOKIE, options(secure));
  }
}
