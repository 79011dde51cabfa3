import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the shopper asked for less motion (no autoplay then); follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const change = (e: MediaQueryListEvent) => setReduced(e.matches);
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, []);
  return reduced;
}

/**
 * Calls `advance` every `everyMs` while `running`; any change (a slide shown by hand, a pause)
 * starts the wait again, so a slide the shopper chose stays the full interval.
 */
export function useAutoplay(running: boolean, everyMs: number, advance: () => void, restartKey: unknown): void {
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(advance, everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs, advance, restartKey]);
}
