import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../http-error';

/** The STAFF_API_TOKEN setting, the same in every service's config: unset or empty turns the bearer routes off. */
export const staffApiTokenSetting = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(24, 'must be at least 24 characters').optional());

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * "Staff" until the crafter-portal issue brings roles: a bearer token equal to STAFF_API_TOKEN,
 * compared in constant time (over digests, so the length leaks nothing either). With no token
 * configured the staff routes do not exist (404); a missing or wrong token is a 401.
 */
export function requireStaff(req: FastifyRequest, token: string | undefined): void {
  if (!token) throw notFound();
  const header = req.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!timingSafeEqual(digest(given), digest(token))) throw new HttpError(401, 'staff_token_required', 'Staff only: send the staff token as a bearer token.');
}
