import { z } from 'zod';
import { accountAlertKeys, accountRateLimitKeys } from '@storefront/account';
import { captchaKeys } from '@storefront/catalog';
import { downloadLinkKeys } from '@storefront/digital-assets';
import { SERVICES, serviceUrlVariable } from '@storefront/routing';
import { readConfig, staffApiTokenSetting, trustedProxiesKey } from '@storefront/server-kit';

type ServiceUrlVariable = ReturnType<typeof serviceUrlVariable>;

/**
 * Split mode: one optional setting per row of routing's SERVICES, named after it (`design-lab` →
 * `DESIGN_LAB_SERVICE_URL`). Set, the row's paths are proxied to that URL; unset, it is mounted here.
 */
function serviceUrlKeys(): Record<ServiceUrlVariable, z.ZodOptional<z.ZodURL>> {
  return Object.fromEntries(
    SERVICES.map((s) => {
      const error = `must be the URL of the ${s.name} service's own process (split mode), or unset to mount it here`;
      return [serviceUrlVariable(s.name), z.url({ error }).optional()];
    }),
  );
}

/** Every key the gateway reads; defaults make `npm start` work on a bare machine (.env.example lists them). */
export const gatewayConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** the site's absolute origin for canonical URLs and the registry; default http://localhost:PORT (never the request's Host) */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** comma-separated host[:port] names (no port: any port) the site also answers on, whose requests keep their own host in absolute URLs */
  PUBLIC_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /** proxies whose X-Forwarded-For/-Host/-Proto are believed (IP, CIDR, loopback…); default none */
  ...trustedProxiesKey,
  /** postgres://… — when absent the embedded PGlite is used */
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().optional(),
  /** ≥ 32 characters; signs the anti-forgery cookie. Default: generated once and kept in .data/ */
  COOKIE_SECRET: z.string().min(32).optional(),
  ...serviceUrlKeys(),
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
  /** the bearer token of the shop's staff-only print-file routes (the cart's); unset: those routes answer 404 */
  STAFF_API_TOKEN: staffApiTokenSetting,
  /** production samples 3 % of browser sessions for problem reports (§9); anything else reports every one */
  NODE_ENV: z.string().optional(),
  /** 0–1: the share of browser sessions that report problems; default 0.03 in production, 1 elsewhere; 0 turns reporting off */
  TELEMETRY_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  /** problem reports one address may post a minute before a 429 */
  TELEMETRY_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** an OTLP/HTTP backend (collector, Jaeger, Tempo…): the pages' reports go on to <it>/v1/traces; unset, they are logged */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** sign-in / sign-up attempts before a 429 (embedded account service) */
  ...accountRateLimitKeys,
  /** the embedded account service's alert job: ALERTS_INTERVAL_MS, SMTP_URL, PUBLIC_ORIGIN (default PUBLIC_URL), MAIL_FROM */
  ...accountAlertKeys,
  /** the embedded digital-assets service's download links: DOWNLOAD_LINK_SECRET (unset: generated once into .data/) */
  ...downloadLinkKeys,
  /** the embedded catalog's review-vote captcha: CAPTCHA_SECRET (unset: generated once into .data/) */
  ...captchaKeys,
})
  .transform((c) => {
    if (c.PUBLIC_URL) return { ...c, PUBLIC_URL: c.PUBLIC_URL.replace(/\/$/, '') };
    // the bare-machine default: this machine on PORT, also when opened as 127.0.0.1 or [::1]
    return { ...c, PUBLIC_URL: `http://localhost:${c.PORT}`, PUBLIC_HOSTS: [...c.PUBLIC_HOSTS, `127.0.0.1:${c.PORT}`, `[::1]:${c.PORT}`] };
  });
/** the service URL keys are computed from the table, so their type is the pattern: `config[serviceUrlVariable(name)]` */
type ServiceUrls = { readonly [K in ServiceUrlVariable]?: string };
export type GatewayConfig = z.output<typeof gatewayConfigSchema> & ServiceUrls;

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return readConfig(gatewayConfigSchema, env);
}
