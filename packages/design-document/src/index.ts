// Public surface of @storefront/design-document (browser-safe: no sharp, no node:fs, no opentype).
// Everything the editor and the services share is listed here by name; server rendering lives
// behind the `./print` subpath.

export * from './document/design-document';
export type { DesignDocumentV1, DesignDocumentV1Layer } from './document/design-document-v1';
export { designDocumentV1, DESIGN_DOCUMENT_V1_FONTS } from './document/design-document-v1';
export { parseDesignDocument, READABLE_DESIGN_DOCUMENT_VERSIONS } from './document/parse-design-document';
export type { PrintAreaSize, PrintAreasBySide } from './document/print-area';
export { sidesOf } from './document/sides';
export type { DocumentProblem, DocumentProblemKind, Outcome } from './outcome/outcome';

export { BLOCK_BELOW_DPI, TARGET_DPI, WARN_BELOW_DPI, effectiveDpi, printQuality, type PrintQuality } from './quality/dpi';
export { documentQuality, type DocumentQuality, type ImageQuality, type UploadPixels } from './quality/document-quality';

export {
  MAX_MADE_PIECES,
  PRINT_PRICE_PER_SIDE,
  PRINT_SIZE_CLASSES,
  QUANTITY_TIERS,
  printSizeClassOf,
  type PrintSizeClass,
  type QuantityTier,
} from './pricing/price-tables';
export {
  madeItemPriceInput,
  priceMadeItem,
  type MadeItemPrice,
  type MadeItemPriceInput,
  type PrintedSidePrice,
  type SizeLinePrice,
} from './pricing/price-made-item';
export { printedSidesOf } from './pricing/printed-sides';
export { quantityBreaks, type QuantityBreak } from './pricing/quantity-breaks';

export { PRESETS, PRESET_COLOR, type Preset, type PresetBox, type PresetContent, type PresetFit, type PresetLayer } from './presets/preset-library';
export { applyPreset, presetsFor } from './presets/apply-preset';

export { EDGE_TOLERANCE_IN, clipToArea, layerOutsideArea, rotatedBounds, rotatedSize, type Bounds } from './layers/geometry';
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
} from './layers/layer-ops';
export { SNAP_TOLERANCE_IN, snapPosition, type SnapGuide, type SnappedPosition } from './layers/snapping';

export { COALESCE_WITHIN_MS, HISTORY_LIMIT, canRedo, canUndo, createHistory, push, redo, undo, type History } from './history/history';

export { CLIPART, CLIPART_VIEW_BOX, findClipart, type Clipart } from './clipart/clipart-library';
export { searchClipart } from './clipart/search-clipart';
export { checkClipart } from './clipart/check-clipart';

export { ASSET_ART_SIZE, assetArt, assetArtLayers, assetArtSubject, type AssetArt, type AssetArtInput, type AssetArtSubject } from './asset-art/asset-art';
export { assetMockups, type AssetMockups } from './asset-art/asset-mockups';
export { ASSET_THEMES, ASSET_THEME_LABELS, assetThemeOfSeed, isAssetTheme, type AssetTheme } from './asset-art/asset-themes';
