import { useCallback, useSyncExternalStore } from 'react';
import type { RequestCounter } from '@storefront/http';

/** The shell's global count of active requests (§4) made visible as a thin indeterminate bar. */
export function ActivityBar({ counter }: { counter: RequestCounter }) {
  const subscribe = useCallback((onChange: () => void) => counter.subscribe(() => onChange()), [counter]);
  const active = useSyncExternalStore(subscribe, () => counter.active);
  if (active <= 0) return null;
  return (
    <div role="progressbar" aria-label="Loading" className="hdr-activity">
      <span className="hdr-activity__bar" />
    </div>
  );
}
