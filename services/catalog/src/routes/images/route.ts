import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, withZod } from '@storefront/server-kit';
import { parseGarmentFileName } from '../../images/garment-file-name';
import type { CatalogColors } from '../../images/catalog-colors';
import type { GarmentImages } from '../../images/garment-images';
import { CONTENT_TYPES } from '../../images/render-garment';

const params = z.object({ file: z.string().max(80) });

export function imageRoutes(app: FastifyInstance, images: GarmentImages, colors: CatalogColors) {
  withZod(app).get('/images/garments/:file', { schema: { params } }, async (req, reply) => {
    const parsed = parseGarmentFileName(req.params.file);
    if (!parsed.ok) {
      if (parsed.reason === 'unknown_garment') throw notFound(parsed.message);
      throw badRequest(`Invalid image name: ${parsed.message}`, { file: [parsed.message] });
    }
    const { garment, hex, view } = parsed.value;
    // only what the catalog shows is drawn: any other colour would be a render per request
    if (!(await colors.has(garment, hex, view))) throw notFound(`No ${garment} in colour ${hex} (view ${view}) in the catalog`);
    const body = await images.get(parsed.value);
    // the name encodes everything that shapes the bytes, so a URL never changes meaning
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      // public pictures: loadable from a page on another origin when served from a CDN host
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(CONTENT_TYPES[parsed.value.format])
      .send(body);
  });
}
