import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { TIMING, UI } from '@storefront/store-config';

export interface DragHandlers {
  onPointerDown(e: PointerEvent<HTMLElement>): void;
  onPointerMove(e: PointerEvent<HTMLElement>): void;
  onPointerUp(e: PointerEvent<HTMLElement>): void;
  onPointerCancel(e: PointerEvent<HTMLElement>): void;
  /** capture phase: swallows the click a drag's release makes, so a dragged slide's link does not open */
  onClickCapture(e: MouseEvent<HTMLElement>): void;
}

/**
 * Horizontal drag and swipe (§9): a press becomes a drag only after it has moved more than 3 px,
 * so a plain click stays a click; `onMove` follows the finger with the distance so far, `onEnd`
 * gets the whole distance; for about 400 ms after a drag a click is ignored.
 */
export function useDrag({ onMove, onEnd, now = () => Date.now() }: { onMove(dx: number): void; onEnd(dx: number): void; now?: () => number }): DragHandlers {
  const press = useRef<{ id: number; x: number; dragging: boolean } | null>(null);
  const quietUntil = useRef(0);
  const finish = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    press.current = null;
    if (!p.dragging) return;
    quietUntil.current = now() + TIMING.dragClickSuppressMs;
    onEnd(cancelled ? 0 : e.clientX - p.x);
  };
  return {
    onPointerDown(e) {
      if (e.button !== 0) return;
      press.current = { id: e.pointerId, x: e.clientX, dragging: false };
    },
    onPointerMove(e) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      const dx = e.clientX - p.x;
      if (!p.dragging && Math.abs(dx) > UI.dragThresholdPx) {
        p.dragging = true;
        // keep receiving moves when the finger leaves the track
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }
      if (p.dragging) onMove(dx);
    },
    onPointerUp: (e) => finish(e, false),
    onPointerCancel: (e) => finish(e, true),
    onClickCapture(e) {
      if (now() < quietUntil.current) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };
}
