import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

export interface RateLimitOptions {
  /**
   * Limit every route (true) or only routes that opt in with `config: { rateLimit: { max, timeWindow } }`
   * (false, the default — catalog reads are not limited).
   */
  global?: boolean;
  max?: number;
  /** ms or a duration string such as '1 minute' */
  timeWindow?: number | string;
  /**
   * Counter store. The default keeps counters in this process's memory, which is only right
   * for one instance; split deployments pass a shared store (ARCHITECTURE §1: PostgreSQL or Redis).
   */
  store?: RateLimitPluginOptions['store'];
}

/** @fastify/rate-limit answering 429 in the ApiError shape, off unless asked for. */
export const rateLimit = fp<RateLimitOptions>(
  async (app, opts) => {
    await app.register(fastifyRateLimit, {
      global: opts.global ?? false,
      max: opts.max ?? 100,
      timeWindow: opts.timeWindow ?? '1 minute',
      ...(opts.store ? { store: opts.store } : {}),
      errorResponseBuilder: (_req, ctx) =>
        new HttpError(ctx.statusCode, 'rate_limited', `Too many requests: try again in ${ctx.after}.`),
    });
  },
  { name: '@storefront/server-kit/rate-limit', fastify: '5.x' },
);
