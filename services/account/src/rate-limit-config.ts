import { z } from 'zod';
import type { AccountOptions } from './app';

/**
 * The sign-in and sign-up limits as environment keys, shared by the gateway (embedded mode) and the
 * standalone service, so an operator tunes them in one place. Defaults: the app's own (10 sign-ins
 * per 15 minutes per IP + email, 5 sign-ups per hour per IP). Each account also has its own budget
 * whatever the address (3× the sign-in limit, the sign-up limit per email: routes/rate-limited.ts),
 * and the address is the peer's unless it is a TRUSTED_PROXIES proxy.
 */
export const accountRateLimitKeys = {
  SIGN_IN_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).max(100_000).default(10),
  SIGN_UP_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
};

export function accountRateLimits(config: { SIGN_IN_ATTEMPTS_PER_15_MIN: number; SIGN_UP_ATTEMPTS_PER_HOUR: number }): NonNullable<AccountOptions['rateLimits']> {
  return {
    signIn: { max: config.SIGN_IN_ATTEMPTS_PER_15_MIN, windowMs: 15 * 60_000 },
    signUp: { max: config.SIGN_UP_ATTEMPTS_PER_HOUR, windowMs: 60 * 60_000 },
  };
}
