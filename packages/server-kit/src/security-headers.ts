import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

type Directives = Record<string, string[] | null>;

export interface SecurityHeadersOptions {
  /** extra or replaced CSP directives, e.g. `{ 'connect-src': ["'self'", 'https://collector.example'] }` */
  directives?: Directives;
  /** send Strict-Transport-Security (only behind HTTPS); default true in production */
  hsts?: boolean;
}

/**
 * CSP for the SPA: the shell and every Module Federation remote load from this origin, so
 * scripts are 'self' only. Page data is inlined as `<script type="application/json">`, a data
 * block the browser never executes, so it needs no 'unsafe-inline' or nonce. Images are this
 * origin (the /images renderer) plus data: URIs; styles allow inline because React sets style
 * attributes.
 */
export const DEFAULT_CSP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const directives = { ...DEFAULT_CSP_DIRECTIVES, ...opts.directives };
    // helmet treats a null directive as "leave it out"
    for (const [k, v] of Object.entries(directives)) if (v === null) delete directives[k];
    const hsts = opts.hsts ?? process.env.NODE_ENV === 'production';
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: directives as Record<string, string[]> },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // images and remotes are same-origin; a cross-origin isolation policy would only break embeds
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: '@storefront/server-kit/security-headers', fastify: '5.x' },
);
