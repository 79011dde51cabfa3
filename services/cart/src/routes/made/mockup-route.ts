import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { designMockup } from '../../domain/made/made-mockup';
import type { ArtworkBlobs } from '../../domain/made/artwork';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

const params = z.object({ id: z.string().max(100), side: z.string().max(20) });
const query = z.object({ width: z.coerce.number().int().min(16).max(2000).default(600) });

/**
 * The design on the garment, one side (cart, order and thank-you pages). Per shopper, so private;
 * `no-cache` with an ETag of what is drawn: "Edit design" keeps the URL and changes the picture,
 * and a revalidation that matches costs no rendering.
 */
export function mockupRoutes(app: FastifyInstance, ctx: RouteContext & { blobs?: ArtworkBlobs }) {
  withZod(app).get('/api/cart/made_designs/:id/mockup/:side.webp', { schema: { params, querystring: query } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const ifNoneMatch = req.headers['if-none-match'];
    const found = valueOrThrow(
      await designMockup(ctx.db, owner, ctx.blobs, { id: req.params.id, side: req.params.side, width: req.query.width, ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined }),
    );
    reply.header('cache-control', 'private, no-cache').header('etag', found.etag).header('vary', 'Cookie');
    if (!found.image) return reply.code(304).send();
    return reply.type(found.image.contentType).send(found.image.bytes);
  });
}
