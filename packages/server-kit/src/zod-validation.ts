import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './http-error';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { summarizeValidation, type ValidationIssue } from './validation-message';

export type { ZodTypeProvider };

/**
 * Routes declare contracts directly: `schema: { querystring: listingQuery, response: { 200: listingResponse } }`.
 *
 * Checked with the contracts: the type provider parses with `safeParse`, so `.strict()`,
 * `.refine()` and field transforms all work on the querystring and the handler receives the
 * transformed output (`request.query.page` is a number, `cotton_range` a tuple). Responses are
 * checked with `safeEncode`, so response schemas must not use one-way transforms.
 *
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused first, for every route, as a
 * 400 naming the field (storable-text.ts).
 *
 * Registered inside a service plugin it applies to that plugin only (fastify-plugin lifts it
 * into the registering context, which is itself encapsulated from the gateway).
 */
export const zodValidation = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.addHook('preValidation', refuseUnstorableText);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: '@storefront/server-kit/zod-validation', fastify: '5.x' },
);

/** A field name as it can be shown: whatever cannot be stored or printed becomes U+FFFD. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is being replaced
const printable = (key: string | number) => String(key).replace(/[\u0000\uD800-\uDFFF]/g, '\uFFFD');

/** The 400 for input PostgreSQL cannot store (NUL, an unpaired surrogate) in any string or key; null when there is none. */
function unstorableTextError(data: unknown, context: string) {
  const path = findUnstorableText(data);
  if (!path) return null;
  const issue: ValidationIssue = { keyword: 'unstorable_text', instancePath: `/${path.map(printable).join('/')}`, message: UNSTORABLE_TEXT_MESSAGE };
  const { message, fieldErrors } = summarizeValidation([issue], context);
  return badRequest(message, fieldErrors);
}

/**
 * Every route, with or without a schema for that part: the path parameters, query and body are
 * checked for text PostgreSQL cannot store before validation, so no contract has to remember it
 * and no such text ever reaches a query (it would come back as a 500).
 */
async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const error =
    unstorableTextError(request.params, 'params') ?? unstorableTextError(request.query, 'querystring') ?? unstorableTextError(request.body, 'body');
  if (error) throw error;
}

/**
 * For @fastify/swagger's `transform`: route contracts → the OpenAPI document's JSON Schemas
 * (request parts as their input, responses as their output). Nothing is skipped by URL.
 */
export const openApiSchemaTransform = createJsonSchemaTransform({ skipList: [] });

/** The same instance typed so `request.query` etc. are inferred from zod schemas. */
export function withZod(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * For the rare place a schema cannot sit on the route (input assembled by hand): parse or
 * throw the same 400 the route validation would give.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown, context: 'querystring' | 'body' | 'params' = 'querystring'): z.output<S> {
  const unstorable = unstorableTextError(data, context);
  if (unstorable) throw unstorable;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const { path, code, message, ...params } = i;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params: params as Record<string, unknown> };
  });
  const { message, fieldErrors } = summarizeValidation(issues, context);
  throw badRequest(message, fieldErrors);
}
