import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { clampPreviewWidth, previewTarget, renderPreview } from '../../domain/project-preview';
import { ifNoneMatch } from '../conditional-get';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

// Request schemas of this route; they belong in @storefront/contracts (design-lab/) with the
// others, which this change may not edit.
export const previewParams = z.object({ id: z.uuid(), side: z.string().min(1).max(40) }).strict();
export const previewQuery = z
  .object({ width: z.string().regex(/^[0-9]{1,6}$/, 'must be a whole number of pixels').transform(Number).optional() })
  .strict();

/**
 * GET /api/made/design_projects/{id}/preview/{side}.webp?width=   the owner's project drawn on
 * the garment (square WebP; width clamped to 160–1200, default 640). Another shopper's project or
 * a side the product lacks: 404.
 */
export function previewRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get(
    '/api/made/design_projects/:id/preview/:side.webp',
    { schema: { params: previewParams, querystring: previewQuery } },
    async (req, reply) => {
      const target = valueOrThrow(await previewTarget(ctx.db, await currentOwner(ctx, req), req.params.id, req.params.side));
      const width = clampPreviewWidth(req.query.width);
      // keyed by the project's revision: every save moves it on, so an unchanged design is a 304
      // and never drawn twice; private and revalidated, as it is one shopper's design
      const etag = `"${target.projectId}-r${target.revision}-${target.side}-${width}"`;
      const caching = { 'cache-control': 'private, no-cache', etag };
      if (ifNoneMatch(req.headers['if-none-match'], etag)) return reply.headers(caching).code(304).send();
      const webp = valueOrThrow(await renderPreview(ctx.db, ctx.blobStore, target, width));
      return reply.headers({ ...caching, 'x-content-type-options': 'nosniff' }).type('image/webp').send(webp);
    },
  );
}
