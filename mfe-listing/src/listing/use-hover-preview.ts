import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING } from '@storefront/store-config';

/**
 * A card's second picture while the pointer is over it or focus is inside it (§2 "asset card with
 * a hover image preview"); the first comes back `resetMs` after the pointer leaves or focus goes
 * (§9: 500 ms), unless it comes back sooner. Nothing is shown or scheduled while `enabled` is false.
 */
export function useHoverPreview(enabled: boolean, resetMs: number = TIMING.hoverPreviewResetMs) {
  const [showing, setShowing] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelReset = () => {
    clearTimeout(reset.current);
    reset.current = undefined;
  };
  useEffect(() => cancelReset, []);

  const show = useCallback(() => {
    cancelReset();
    setShowing(true);
  }, []);
  const hideSoon = useCallback(() => {
    cancelReset();
    reset.current = setTimeout(() => {
      reset.current = undefined;
      setShowing(false);
    }, resetMs);
  }, [resetMs]);

  return {
    showing: enabled && showing,
    handlers: enabled ? { onMouseEnter: show, onMouseLeave: hideSoon, onFocus: show, onBlur: hideSoon } : {},
  };
}
