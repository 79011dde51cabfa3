import { Suspense, useEffect, type ReactNode } from 'react';

/** Set on a slot from the start of its hydration until the area's content has hydrated. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * Every area's root sits in one Suspense boundary, on the server and in the browser alike (so the
 * markup matches). A root hydrates in one uninterruptible task; a dehydrated boundary hydrates
 * time-sliced, yielding to the browser every few milliseconds, so a long listing no longer blocks
 * the main thread for the whole of its hydration (total blocking time), and a tap meanwhile
 * hydrates its part first.
 */
export function HydrationBoundary({ children, slot }: { children: ReactNode; slot?: HTMLElement | null }) {
  return (
    <Suspense fallback={null}>
      {children}
      {slot ? <MarkLive slot={slot} /> : null}
    </Suspense>
  );
}

/** Renders nothing; its effect runs once what is before it has hydrated (or mounted): the slot is live. */
export function MarkLive({ slot }: { slot: HTMLElement }) {
  useEffect(() => slot.removeAttribute(HYDRATING_ATTRIBUTE), [slot]);
  return null;
}
