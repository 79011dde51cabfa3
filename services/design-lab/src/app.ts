import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation } from '@storefront/server-kit';
import { designProjectRoutes } from './routes/design-projects/route';
import { madeProductRoutes } from './routes/made-products/route';
import type { RouteContext } from './routes/route-context';

export interface DesignLabOptions {
  db: Database;
  /** the service's clock; default the real one (tests pass their own) */
  now?: () => Date;
  /** mark the guest `cart` cookie Secure (HTTPS only) when this service sets it; default false */
  secureCookies?: boolean;
  /** prefix for image URLs, e.g. a CDN origin; default '' (same origin, as the catalog's) */
  imageBaseUrl?: string;
}

/**
 * The design-lab API, an encapsulated plugin whose paths are absolute (all under /api/made):
 *   app.register(designLabApp, { db })
 * Made products (the start list, one product, its printable areas) and the shopper's design
 * projects. Shoppers are account users (server-kit's read-only readSession) or guests (the cart's
 * `cart` cookie). Anti-forgery comes from the host: registerCsrf on the root instance covers every write here.
 */
export default async function designLabApp(app: FastifyInstance, opts: DesignLabOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx: RouteContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    secureCookies: opts.secureCookies ?? false,
    imageBaseUrl: opts.imageBaseUrl ?? '',
  };
  madeProductRoutes(app, ctx);
  designProjectRoutes(app, ctx);
}
