// @storefront/artwork-tools: server-side image tools for DTF transfers, stickers and spangles
// (issue 12). Node only (sharp). Every tool takes image bytes and returns new 8-bit RGBA PNG bytes
// plus facts; none changes its input, and the same input gives the same output.

export { removeBackground, type RemoveBackgroundOptions, type RemoveBackgroundResult } from './background/remove-background';
export { previewOnGarments, type GarmentPreviewOptions, type GarmentPreviews } from './background/garment-preview';
export { replaceColor, type ReplaceColorOptions, type ReplaceColorResult } from './color/replace-color';
export { cmykPreview, type CmykPreviewResult } from './color/cmyk-preview';
export { trimAndUpscale, type TrimAndUpscaleOptions, type TrimAndUpscaleResult } from './upscale/trim-and-upscale';
export { traceCutLine, type TraceCutLineOptions, type CutLine, type CutShape, type Bounds } from './cut-line/trace-cut-line';
export { stickerOutline, type StickerOutline, type StickerOutlineOptions } from './cut-line/sticker-outline';
export type { Point } from './cut-line/marching-squares';
export { spanglePattern, type SpanglePatternOptions, type SpanglePattern, type Stone } from './spangles/spangle-pattern';
export { renderSheet, type GangSheet, type SheetPlacement, type RenderSheetOptions, type RenderedSheet } from './sheet/render-sheet';
export { ToolCancelled, isToolCancelled } from './job/tool-cancelled';
export { ArtworkToolError, isArtworkToolError, type ArtworkToolErrorCode } from './job/artwork-tool-error';
export type { JobOptions, ProgressCallback } from './job/job';
export { rgbToLab, labToRgb, deltaE, type Lab, type Rgb } from './color/lab';
