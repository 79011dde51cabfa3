import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FONT_IDS } from '@storefront/design-document';
import { fontFilePath } from '@storefront/design-document/print';
import { withZod } from '@storefront/server-kit';

export const fontParams = z.object({ font: z.enum(FONT_IDS, { error: `must be one of ${FONT_IDS.join(', ')}` }) }).strict();

/**
 * GET /api/made/fonts/{font}.woff   the bundled font files the print renderer draws text with,
 * served to the editor so the proof on screen uses the very outlines the print file will. The
 * files change only with the package version, so they are cached for a year; the set is fixed,
 * so each is read once per process.
 */
export function fontRoutes(app: FastifyInstance): void {
  const files = new Map<string, Buffer>();
  withZod(app).get('/api/made/fonts/:font.woff', { schema: { params: fontParams } }, async (req, reply) => {
    const { font } = req.params;
    let bytes = files.get(font);
    if (!bytes) {
      bytes = await readFile(fontFilePath(font));
      files.set(font, bytes);
    }
    return reply
      .headers({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff', 'access-control-allow-origin': '*' })
      .type('font/woff')
      .send(bytes);
  });
}
