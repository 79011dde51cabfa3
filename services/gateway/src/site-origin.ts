import type { FastifyRequest } from 'fastify';

export interface SiteOriginConfig {
  /** the site's absolute origin (canonical URLs, registry entries) */
  PUBLIC_URL: string;
  /** other host[:port] names the same site answers on, e.g. 127.0.0.1:3000; a name without a port matches any port */
  PUBLIC_HOSTS: string[];
}

/**
 * The origin absolute URLs are built from (canonical link, hreflang, JSON-LD, registry entries):
 * PUBLIC_URL, or the request's own host when it is on the PUBLIC_HOSTS allow-list (so the site
 * still works opened as 127.0.0.1). Never an arbitrary `Host` or `X-Forwarded-Host`, or a
 * client (or a poisoned shared cache) could point a page's remotes and links at another site.
 */
export function siteOrigin(config: SiteOriginConfig): (req: Pick<FastifyRequest, 'host'>) => string {
  const base = new URL(config.PUBLIC_URL);
  const allowed = new Set([base.host, ...config.PUBLIC_HOSTS].map((h) => h.toLowerCase()));
  return (req) => {
    const host = req.host.toLowerCase();
    const name = host.replace(/:\d+$/, '');
    return allowed.has(host) || allowed.has(name) ? `${base.protocol}//${host}` : base.origin;
  };
}
