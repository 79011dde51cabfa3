import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, withZod } from '@storefront/server-kit';
import type { AssetArtSeeds } from '../../images/asset-art-seeds';
import { parseDesignFileName } from '../../images/design-file-name';
import { parseGarmentFileName } from '../../images/garment-file-name';
import type { CatalogColors } from '../../images/catalog-colors';
import type { GarmentImages } from '../../images/garment-images';
import { CONTENT_TYPES, type ImageFormat } from '../../images/encode-image';

const params = z.object({ file: z.string().max(80) });

/** What the catalog can draw: garments in the colours it sells, digital assets from their art seeds. */
export interface DrawableImages {
  colors: CatalogColors;
  designs: AssetArtSeeds;
}

export function imageRoutes(app: FastifyInstance, images: GarmentImages, drawable: DrawableImages) {
  const send = (reply: FastifyReply, format: ImageFormat, body: Buffer) =>
    reply
      // the name encodes everything that shapes the bytes, so a URL never changes meaning
      .header('cache-control', 'public, max-age=31536000, immutable')
      // public pictures: loadable from a page on another origin when served from a CDN host
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(CONTENT_TYPES[format])
      .send(body);

  withZod(app).get('/images/garments/:file', { schema: { params } }, async (req, reply) => {
    const parsed = parseGarmentFileName(req.params.file);
    if (!parsed.ok) {
      if (parsed.reason === 'unknown_garment') throw notFound(parsed.message);
      throw badRequest(`Invalid image name: ${parsed.message}`, { file: [parsed.message] });
    }
    const { garment, hex, view } = parsed.value;
    // only what the catalog shows is drawn: any other colour would be a render per request
    if (!(await drawable.colors.has(garment, hex, view))) throw notFound(`No ${garment} in colour ${hex} (view ${view}) in the catalog`);
    return send(reply, parsed.value.format, await images.get(parsed.value));
  });

  // A digital asset's pictures are its own art (packages/db `productImage` names them by catalog
  // number); the seed comes from the digital-assets schema's named read, held in memory.
  withZod(app).get('/images/designs/:file', { schema: { params } }, async (req, reply) => {
    const parsed = parseDesignFileName(req.params.file);
    if (!parsed.ok) throw badRequest(`Invalid image name: ${parsed.message}`, { file: [parsed.message] });
    const { key, view } = parsed.value;
    const seed = await drawable.designs.seedOf(key, view);
    if (seed === undefined) throw notFound(`No digital asset "${key}" (view ${view}) in the catalog`);
    return send(reply, parsed.value.format, await images.getDesign(parsed.value, seed));
  });
}
