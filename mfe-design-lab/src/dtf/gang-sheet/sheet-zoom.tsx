import type { CSSProperties } from 'react';

// The drawing's zoom, as a factor of "fit width" (the column's width, at most FIT_WIDTH_MAX_PX):
// a 22 × 240 in sheet at fit width is several screens tall, so it can be seen whole, and small
// images on a wide sheet can be enlarged to be placed by hand on a phone.

export const FIT_WIDTH_MAX_PX = 560;
export const ZOOM_MIN = 1 / 32;
export const ZOOM_MAX = 8;
/** the drawing's box is at most this share of the window's height (its CSS says so too) */
const BOX_HEIGHT_SHARE = 0.7;
/** the box's padding, top and bottom */
const BOX_PADDING_PX = 16;

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

export const zoomIn = (zoom: number) => clampZoom(zoom * 2);
export const zoomOut = (zoom: number) => clampZoom(zoom / 2);

/**
 * The zoom at which the whole sheet fits the box's height (never more than fit width), measured
 * from the drawing as drawn now at `zoom`; the zoom unchanged while nothing is laid out on screen.
 */
export function wholeSheetZoom(drawnWidthPx: number, zoom: number, sheet: { widthIn: number; lengthIn: number }, windowHeightPx: number): number {
  if (!(drawnWidthPx > 0) || !(windowHeightPx > 0)) return zoom;
  const fitWidthPx = drawnWidthPx / zoom;
  const fitHeightPx = (fitWidthPx * sheet.lengthIn) / sheet.widthIn;
  const room = windowHeightPx * BOX_HEIGHT_SHARE - BOX_PADDING_PX;
  return clampZoom(Math.min(1, room / fitHeightPx));
}

/** the drawing's size at a zoom: a share of the column, wider than it (scrolling) above 1 */
export const zoomStyle = (zoom: number): CSSProperties => ({ width: `${zoom * 100}%`, maxWidth: `${FIT_WIDTH_MAX_PX * zoom}px` });

/** "100%", "13%", "800%" */
export const zoomText = (zoom: number) => `${zoom >= 0.1 ? Math.round(zoom * 100) : Math.round(zoom * 1000) / 10}%`;

/** Zoom out, the zoom, zoom in, the whole sheet, fit width: a toolbar above the drawing. */
export function ZoomBar({ zoom, onZoom, onWholeSheet }: { zoom: number; onZoom(zoom: number): void; onWholeSheet(): void }) {
  return (
    <div role="group" aria-label="Zoom" className="dl-gang-zoom">
      <button type="button" className="sf-button dl-gang-zoom__step" aria-label="Zoom out" aria-keyshortcuts="-" disabled={zoom <= ZOOM_MIN} onClick={() => onZoom(zoomOut(zoom))}>
        <span aria-hidden="true">−</span>
      </button>
      <span role="status" className="dl-gang-zoom__level">
        <span className="sf-visually-hidden">Zoom </span>
        {zoomText(zoom)}
      </span>
      <button type="button" className="sf-button dl-gang-zoom__step" aria-label="Zoom in" aria-keyshortcuts="+" disabled={zoom >= ZOOM_MAX} onClick={() => onZoom(zoomIn(zoom))}>
        <span aria-hidden="true">+</span>
      </button>
      <button type="button" className="sf-button" aria-keyshortcuts="0" onClick={onWholeSheet}>
        Whole sheet
      </button>
      <button type="button" className="sf-button" aria-keyshortcuts="1" disabled={zoom === 1} onClick={() => onZoom(1)}>
        Fit width
      </button>
    </div>
  );
}
