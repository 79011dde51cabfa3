import { z } from 'zod';
import { accountRateLimitKeys } from '@storefront/account';
import { readConfig } from '@storefront/server-kit';

/** Every key the gateway reads; defaults make `npm start` work on a bare machine (.env.example lists them). */
export const gatewayConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** absolute origin used in canonical URLs; default: the request's own origin */
  PUBLIC_URL: z.url().optional(),
  /** postgres://… — when absent the embedded PGlite is used */
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().optional(),
  /** ≥ 32 characters; signs the anti-forgery cookie. Default: generated once and kept in .data/ */
  COOKIE_SECRET: z.string().min(32).optional(),
  /** split mode: the catalog service's base URL; /api/products, /api/menu, /api/home and /images are proxied there */
  CATALOG_SERVICE_URL: z.url().optional(),
  /** split mode: the account service's base URL; sign-up/in/out, current user and addresses are proxied there */
  ACCOUNT_SERVICE_URL: z.url().optional(),
  /** split mode: the cart service's base URL; /api/cart, /api/v2/cart and DELETE /cart/… are proxied there */
  CART_SERVICE_URL: z.url().optional(),
  /** JSON map of remote name → manifest URL, overriding the live builds (tests, canaries) */
  REGISTRY_OVERRIDES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {} as Record<string, string>;
      try {
        return z.record(z.string(), z.string()).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of name → URL' });
        return z.NEVER;
      }
    }),
  DEMO_PRODUCTS: z.coerce.number().int().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** sign-in / sign-up attempts before a 429 (embedded account service) */
  ...accountRateLimitKeys,
});
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return readConfig(gatewayConfigSchema, env);
}
