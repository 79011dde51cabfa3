import { z } from 'zod';
import { staffApiTokenSetting } from '@storefront/server-kit';
import { captchaKeys } from './captcha-config';

/** The standalone catalog's environment; defaults make `pnpm start` work on a bare machine. */
export const serverConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3101),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://…; unset = embedded PGlite in PGLITE_DIR */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  PGLITE_DIR: z.string().optional(),
  /** origin put in front of image URLs (a CDN); unset = same origin */
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the bearer token of the staff price route; unset or empty: that route answers 404 */
  ...captchaKeys,
  /** signs the anti-forgery cookie (the gateway's secret); unset: the one generated once into .data/cookie-secret, as the gateway's */
  COOKIE_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  STAFF_API_TOKEN: staffApiTokenSetting,
});
export type ServerConfig = z.infer<typeof serverConfig>;
