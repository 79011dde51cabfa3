import { useLayoutEffect, type RefObject } from 'react';

/** Space kept between a popup and the edges of the viewport. */
export const VIEWPORT_GUTTER_PX = 8;

/**
 * How far to move a box spanning [left, right] sideways so that it lies inside the viewport with
 * `gutter` to spare on each side: negative moves it left, positive right, 0 when it already fits.
 * A box wider than the room left keeps its left edge at the gutter.
 */
export function shiftIntoView(left: number, right: number, viewportWidth: number, gutter = VIEWPORT_GUTTER_PX): number {
  const maxRight = viewportWidth - gutter;
  if (right > maxRight) return Math.max(maxRight - right, gutter - left);
  if (left < gutter) return gutter - left;
  return 0;
}

/** The width of the layout viewport: the root's client width (no scrollbar), or the window's. */
function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

/**
 * Keeps the popup holding `ref` (the nearest `role="tooltip"` around it, else the element itself)
 * inside the viewport horizontally while it is mounted: measured as laid out, then moved with the
 * `translate` property, which adds to any `transform` the stylesheet gives it. Re-placed on resize.
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>, onShift?: (dx: number) => void): void {
  useLayoutEffect(() => {
    const box = ref.current?.closest<HTMLElement>('[role="tooltip"]') ?? ref.current;
    if (!box) return;
    const place = () => {
      box.style.removeProperty('translate');
      const rect = box.getBoundingClientRect();
      const dx = Math.round(shiftIntoView(rect.left, rect.right, viewportWidth()));
      if (dx !== 0) box.style.setProperty('translate', `${dx}px 0`);
      // e.g. an arrow that must keep pointing at the trigger moves back by as much
      onShift?.(dx);
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      box.style.removeProperty('translate');
    };
    // the callback is read when the box is placed; a new one each render must not re-place it
  }, [ref]);
}
