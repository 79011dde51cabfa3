import { useEffect, useState } from 'react';
import { BREAKPOINTS, UI } from '@storefront/store-config';

/** §4, §9: past 110 px of scroll the bar sticks, on viewports up to 992 px wide. */
function shouldStick(): boolean {
  return window.innerWidth <= BREAKPOINTS.smallMax + 1 && window.scrollY > UI.stickyMenuScrollPx;
}

/** Whether the header bar sticks; scroll and resize are passive and read at most once per frame. */
export function useStickyHeader(): boolean {
  // not stuck at first: the server has no viewport, and the effect below measures at once
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setSticky(shouldStick());
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return sticky;
}
