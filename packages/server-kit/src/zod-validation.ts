import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './http-error';
import { summarizeValidation } from './validation-message';

export type { ZodTypeProvider };

/**
 * Routes declare contracts directly: `schema: { querystring: listingQuery, response: { 200: listingResponse } }`.
 *
 * Checked with the contracts: the type provider parses with `safeParse`, so `.strict()`,
 * `.refine()` and field transforms all work on the querystring and the handler receives the
 * transformed output (`request.query.page` is a number, `cotton_range` a tuple). Responses are
 * checked with `safeEncode`, so response schemas must not use one-way transforms.
 *
 * Registered inside a service plugin it applies to that plugin only (fastify-plugin lifts it
 * into the registering context, which is itself encapsulated from the gateway).
 */
export const zodValidation = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: '@storefront/server-kit/zod-validation', fastify: '5.x' },
);

/** The same instance typed so `request.query` etc. are inferred from zod schemas. */
export function withZod(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * For the rare place a schema cannot sit on the route (input assembled by hand): parse or
 * throw the same 400 the route validation would give.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown, context: 'querystring' | 'body' | 'params' = 'querystring'): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const { path, code, message, ...params } = i;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params: params as Record<string, unknown> };
  });
  const { message, fieldErrors } = summarizeValidation(issues, context);
  throw badRequest(message, fieldErrors);
}
