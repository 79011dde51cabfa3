import { z } from 'zod';

// POST /api/made/uploads?name=<file name>: the body is the file's bytes (any content type; the
// service sniffs them), so the browser can show upload progress. The answer describes what was
// stored after re-encoding; GET /api/made/uploads/{id} serves it back to its owner only.

export const uploadQuery = z.object({ name: z.string().max(1000).default('artwork') }).strict();
export const uploadParams = z.object({ id: z.uuid() }).strict();

export const designUpload = z.object({
  id: z.string(),
  /** where the editor loads the stored (re-encoded) file from */
  url: z.string(),
  kind: z.enum(['raster', 'svg']),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byte_size: z.number().int(),
  display_name: z.string(),
});
export type DesignUpload = z.infer<typeof designUpload>;

export const uploadResponse = z.object({ upload: designUpload });
export type UploadResponse = z.infer<typeof uploadResponse>;
