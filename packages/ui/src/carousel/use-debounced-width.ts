import { useEffect, useState, type RefObject } from 'react';
import { TIMING } from '@storefront/store-config';

/**
 * The element's width, re-read once a resize has been still for 150 ms (§9) rather than on every
 * frame of it; 0 until measured (the server and the first render know no width).
 */
export function useDebouncedWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resized = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(el.clientWidth), TIMING.resizeDebounceMs);
    };
    window.addEventListener('resize', resized);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', resized);
    };
  }, [ref]);
  return width;
}
