// Public surface of @storefront/design-document (browser-safe: no sharp, no node:fs, no opentype).
// Everything the editor and the services share is listed here by name; server rendering lives
// behind the `./print` subpath.

export * from './document/design-document.js';
export type { DesignDocumentV1, DesignDocumentV1Layer } from './document/design-document-v1.js';
export { designDocumentV1, DESIGN_DOCUMENT_V1_FONTS } from './document/design-document-v1.js';
export { parseDesignDocument, READABLE_DESIGN_DOCUMENT_VERSIONS } from './document/parse-design-document.js';
export type { PrintAreaSize, PrintAreasBySide } from './document/print-area.js';
export { sidesOf } from './document/sides.js';
export type { DocumentProblem, DocumentProblemKind, Outcome } from './outcome/outcome.js';

export { BLOCK_BELOW_DPI, TARGET_DPI, WARN_BELOW_DPI, effectiveDpi, printQuality, type PrintQuality } from './quality/dpi.js';
export { documentQuality, type DocumentQuality, type ImageQuality, type UploadPixels } from './quality/document-quality.js';

export {
  MAX_MADE_PIECES,
  PRINT_PRICE_PER_SIDE,
  PRINT_SIZE_CLASSES,
  QUANTITY_TIERS,
  printSizeClassOf,
  type PrintSizeClass,
  type QuantityTier,
} from './pricing/price-tables.js';
export {
  madeItemPriceInput,
  priceMadeItem,
  type MadeItemPrice,
  type MadeItemPriceInput,
  type PrintedSidePrice,
  type SizeLinePrice,
} from './pricing/price-made-item.js';
export { printedSidesOf } from './pricing/printed-sides.js';

export { PRESETS, PRESET_COLOR, type Preset, type PresetBox, type PresetContent, type PresetFit, type PresetLayer } from './presets/preset-library.js';
export { applyPreset, presetsFor } from './presets/apply-preset.js';

export { EDGE_TOLERANCE_IN, clipToArea, layerOutsideArea, rotatedBounds, rotatedSize, type Bounds } from './layers/geometry.js';
export {
  DUPLICATE_OFFSET_IN,
  addLayer,
  bringForward,
  bringToFront,
  deleteLayer,
  duplicateLayer,
  moveLayer,
  resizeLayer,
  restyleLayer,
  rotateLayer,
  sendBackward,
  sendToBack,
  setLayerLocked,
  type LayerOutcome,
  type LayerStyle,
} from './layers/layer-ops.js';
export { SNAP_TOLERANCE_IN, snapPosition, type SnapGuide, type SnappedPosition } from './layers/snapping.js';

export { COALESCE_WITHIN_MS, HISTORY_LIMIT, canRedo, canUndo, createHistory, push, redo, undo, type History } from './history/history.js';

export { CLIPART, CLIPART_VIEW_BOX, findClipart, type Clipart } from './clipart/clipart-library.js';
export { searchClipart } from './clipart/search-clipart.js';
export { checkClipart } from './clipart/check-clipart.js';
