import type { FastifyRequest } from 'fastify';
import { MAX_LAYERS_PER_SIDE } from '@storefront/design-document';
import { HttpError } from '@storefront/server-kit';

/**
 * Too many layers on a side is a 413 with the limit, before the document's schema (which would
 * call it an ordinary 400) sees it: a preValidation hook on the routes that take a document.
 * Only counts; everything else about the document is the schema's to judge.
 */
export async function refuseTooManyLayers(req: FastifyRequest): Promise<void> {
  const body = req.body as { document?: { sides?: unknown } } | null | undefined;
  const sides = body && typeof body === 'object' ? body.document?.sides : undefined;
  if (!sides || typeof sides !== 'object') return;
  // v2 keys sides by name; a v1 document (migrated by the domain) listed `{ side, layers }`
  for (const [side, value] of Object.entries(sides)) {
    const layers = value && typeof value === 'object' ? (value as { layers?: unknown }).layers : undefined;
    if (Array.isArray(layers) && layers.length > MAX_LAYERS_PER_SIDE) {
      const named = (value as { side?: unknown }).side;
      const label = (typeof named === 'string' ? named : side).replace('_', ' ').slice(0, 40);
      throw new HttpError(413, 'too_many_layers', `A side can hold at most ${MAX_LAYERS_PER_SIDE} layers; ${label} has ${layers.length}.`, {
        [`document.sides.${side}.layers`]: [`must have at most ${MAX_LAYERS_PER_SIDE} items`],
      });
    }
  }
}
