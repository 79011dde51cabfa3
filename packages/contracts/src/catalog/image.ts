import { z } from 'zod';

/** A responsive image: `src` is the fallback, `srcset` lists modern-format widths (§ issue 2: srcset + preload). */
export const image = z.object({
  src: z.string(),
  srcset: z.string(),
  /** `type` of the srcset sources, e.g. image/avif */
  type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof image>;
