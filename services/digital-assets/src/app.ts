import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation } from '@storefront/server-kit';
import type { RouteContext } from './routes/route-context';

export interface DigitalAssetsOptions {
  db: Database;
  /** the service's clock; default the real one (tests pass their own) */
  now?: () => Date;
}

/**
 * The digital-assets API, an encapsulated plugin whose paths are absolute:
 *   app.register(digitalAssetsApp, { db })
 * Anti-forgery comes from the host: registerCsrf on the root instance covers every write here.
 */
export default async function digitalAssetsApp(app: FastifyInstance, opts: DigitalAssetsOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx: RouteContext = { db: opts.db, now: opts.now ?? (() => new Date()) };
}
