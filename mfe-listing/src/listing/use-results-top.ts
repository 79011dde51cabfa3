import { useEffect, useRef } from 'react';

/**
 * A new set of results on the same page (next page, sort, a filter) starts at the top of the
 * results: the heading is scrolled into view and takes the focus, so screen readers announce the
 * new results instead of staying on a pagination link far below. The shell does the same for a
 * new path (page-transitions.ts) but keeps the place on query changes, which is right for a
 * product's colour and wrong here. The first results of a mount and Back/Forward (the browser
 * restores the spot) are left alone.
 */
export function useResultsTop(pathname: string, requestKey: string, shown: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const last = useRef<{ pathname: string; key: string } | null>(null);
  const fromHistory = useRef(false);

  useEffect(() => {
    // single-spa marks the popstate it dispatches after pushState; an unmarked one is Back/Forward
    const onPopState = (e: PopStateEvent) => {
      if (!(e as PopStateEvent & { singleSpa?: boolean }).singleSpa) fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const previous = last.current;
    last.current = { pathname, key: requestKey };
    const restored = fromHistory.current;
    fromHistory.current = false;
    if (!previous || previous.key === requestKey || previous.pathname !== pathname || restored) return;
    const el = heading.current;
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [pathname, requestKey, shown]);

  return heading;
}
