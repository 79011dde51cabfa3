import { cmykPreview, isArtworkToolError, removeBackground, replaceColor, trimAndUpscale } from '@storefront/artwork-tools';
import type { DtfToolSet } from '../../routes/dtf-artworks/route';
import { ToolRefused, type DtfTool } from './dtf-jobs';

/** A tool's own refusal (an empty artwork, bad options) reaches the shopper in its words; anything else stays a failure. */
const refusalsShown = (tool: DtfTool): DtfTool => async (png, params, control) => {
  try {
    return await tool(png, params, control);
  } catch (err) {
    if (isArtworkToolError(err)) throw new ToolRefused(err.message);
    throw err;
  }
};

/**
 * The DTF artwork tools the service runs (@storefront/artwork-tools), each turned into a job's
 * tool: PNG in, PNG and what it reported out, cancellable and reporting progress. The body was
 * checked by the route's schema, so the parameters are read as that schema made them.
 */
const tools: DtfToolSet = {
  async segment(png, params, { signal, onProgress }) {
    const out = await removeBackground(png, { tolerance: params.tolerance as number, signal, onProgress });
    return { png: out.png, facts: { removed_fraction: out.removedFraction } };
  },
  async color_change(png, params, { signal, onProgress }) {
    const out = await replaceColor(png, { from: params.from as string, to: params.to as string, tolerance: params.tolerance as number, signal, onProgress });
    return { png: out.png, facts: { changed_pixels: out.changedPixels } };
  },
  async cmyk(png, _params, { signal, onProgress }) {
    const out = await cmykPreview(png, { signal, onProgress });
    return { png: out.png, facts: {} };
  },
  async refine(png, params, { signal, onProgress }) {
    const out = await trimAndUpscale(png, { targetWidthIn: params.width_in as number, signal, onProgress });
    return { png: out.png, facts: { trimmed: out.trimmed, dpi_before: out.dpiBefore, dpi_after: out.dpiAfter, width_in: params.width_in } };
  },
};

export const defaultDtfTools: DtfToolSet = {
  segment: refusalsShown(tools.segment),
  color_change: refusalsShown(tools.color_change),
  cmyk: refusalsShown(tools.cmyk),
  refine: refusalsShown(tools.refine),
};
