import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation } from '@storefront/server-kit';
import { itemRoutes } from './routes/items/route';
import type { RouteContext } from './routes/route-context';

export interface DesignLabOptions {
  db: Database;
  /** the service's clock; default the real one (tests pass their own) */
  now?: () => Date;
}

/**
 * The design-lab API, an encapsulated plugin whose paths are absolute:
 *   app.register(designLabApp, { db })
 * Anti-forgery comes from the host: registerCsrf on the root instance covers every write here.
 */
export default async function designLabApp(app: FastifyInstance, opts: DesignLabOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx: RouteContext = { db: opts.db, now: opts.now ?? (() => new Date()) };
  itemRoutes(app, ctx);
}
