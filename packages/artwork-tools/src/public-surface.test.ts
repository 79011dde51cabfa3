import { describe, expect, it } from 'vitest';
import * as tools from './index';

describe('public surface', () => {
  it('exports the tools and the two error types, and nothing else by accident', () => {
    expect(Object.keys(tools).sort()).toEqual(
      [
        'ArtworkToolError',
        'ToolCancelled',
        'cmykPreview',
        'deltaE',
        'isArtworkToolError',
        'isToolCancelled',
        'labToRgb',
        'previewOnGarments',
        'removeBackground',
        'renderSheet',
        'replaceColor',
        'rgbToLab',
        'spanglePattern',
        'stickerOutline',
        'traceCutLine',
        'trimAndUpscale',
      ].sort(),
    );
  });

  it('keeps a cancellation apart from a refusal', () => {
    const cancelled = new tools.ToolCancelled('removeBackground');
    expect(tools.isToolCancelled(cancelled)).toBe(true);
    expect(tools.isArtworkToolError(cancelled)).toBe(false);
    expect(tools.isToolCancelled(new tools.ArtworkToolError('empty_artwork', 'x'))).toBe(false);
  });
});
