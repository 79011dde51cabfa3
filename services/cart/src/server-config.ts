import { z } from 'zod';

/** The standalone cart service's environment; defaults make `pnpm start` work on a bare machine. */
export const serverConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3103),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://…; unset = embedded PGlite in PGLITE_DIR */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  PGLITE_DIR: z.string().optional(),
  /** signs the anti-forgery cookie; at least 32 characters (the same secret as the other services) */
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Secure cookies (HTTPS only); default on in production */
  SECURE_COOKIES: z.stringbool().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type ServerConfig = z.infer<typeof serverConfig>;
