import { useEffect, useRef, type RefObject } from 'react';

export type DismissedBy = 'escape' | 'outside';

/**
 * While `open`, Escape anywhere or a press outside `ref` calls `onDismiss` (menus, popups,
 * dropdowns: §2 "pressing Escape closes an open modal", §4 the account popup's outside click).
 * Listening on mousedown closes before the outside click lands on whatever it targets.
 */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, onDismiss: (by: DismissedBy) => void): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latest.current('escape');
    };
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) latest.current('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, ref]);
}
