import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiSchemaTransform } from '@storefront/server-kit';

export interface ApiDocsOptions {
  /** the site's origin, named as the document's server */
  publicUrl: string;
}

export const API_DOCS_PREFIX = '/docs';

/**
 * The OpenAPI 3.1 document of every route registered after this plugin, built from the routes' zod
 * contracts (the same schemas that validate them), at /docs/json, with Swagger UI at /docs. The
 * generated-input suite (src/fuzz) drives every operation it lists. Registered on the root before
 * the services, since @fastify/swagger collects routes as they are added: `await apiDocs(app, …)`,
 * not `register` (an encapsulated plugin would see only its own routes).
 */
export async function apiDocs(app: FastifyInstance, opts: ApiDocsOptions): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Storefront API', version: '1.0.0', description: 'Every route the gateway serves, from the zod contracts in @storefront/contracts.' },
      servers: [{ url: opts.publicUrl }],
    },
    transform: openApiSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });
}
