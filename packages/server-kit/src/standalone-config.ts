import { z } from 'zod';
import { trustedProxiesKey } from './trusted-proxies';

/**
 * The environment of a standalone service that sets cookies (account, cart): defaults make
 * `pnpm start` work on a bare machine; COOKIE_SECRET must be the gateway's, since the
 * anti-forgery cookie is signed with it.
 */
export function standaloneServiceConfig(defaultPort: number) {
  return z.object({
    PORT: z.coerce.number().int().min(1).max(65535).default(defaultPort),
    HOST: z.string().default('0.0.0.0'),
    /** postgres://…; unset = embedded PGlite in PGLITE_DIR */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    PGLITE_DIR: z.string().optional(),
    /** signs the anti-forgery cookie; at least 32 characters (the same secret as the other services) */
    COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters'),
    /** Secure cookies (HTTPS only); default on in production */
    SECURE_COOKIES: z.stringbool().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** the gateway's address(es) in split mode, so the shopper's address is the one rate limits count */
    ...trustedProxiesKey,
  });
}
