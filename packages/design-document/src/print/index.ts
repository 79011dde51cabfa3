// @storefront/design-document/print: server-side rendering of design documents (sharp, node:fs).
// The print files the shop receives and the mockups shoppers see are drawn from one SVG per side.
export { FONT_FILES, fontFilePath, loadFont } from './fonts';
export { textLayerOutline, layoutLine, LINE_GAP, type TextOutline } from './text-outline';
export {
  renderSideSvg,
  sideSvgContent,
  clippingOf,
  pixelsOf,
  RenderError,
  type AreaSize,
  type ImageSource,
  type ImageLookup,
  type ClipartLookup,
  type RenderSideOptions,
  type ClippedLayer,
  type SideSvg,
} from './render-side';
export { renderPrintFile, printFileName, PRINT_DPI, type PrintFile } from './print-file';
export { letteringOutline, letteringSvg, renderLetteringPng, type Lettering } from './lettering';
export { renderMockup, mockupView, MAX_MOCKUP_WIDTH, type AreaPlacement, type MockupInput, type Mockup } from './mockup';
