import type { JsonSchema } from './schema-arbitrary';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the generator needs it. */
export interface Operation {
  /** "POST /api/cart/add" */
  id: string;
  method: string;
  /** OpenAPI path template, e.g. /api/products/{slug} or /{*} */
  path: string;
  parameters: Parameter[];
  /** the JSON body's schema; null when the route declares none */
  body: JsonSchema | null;
  /** JSON response schemas by status code */
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in a stable order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const responses: Record<string, JsonSchema> = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const schema = r.content?.['application/json']?.schema;
        if (schema) responses[status] = schema;
      }
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        responses,
      });
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}
