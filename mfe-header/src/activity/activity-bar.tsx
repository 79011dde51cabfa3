import { useCallback, useSyncExternalStore } from 'react';
import type { RequestCounter } from '@storefront/http';

/** The shell's global count of active requests (§4) made visible as a thin indeterminate bar. */
export function ActivityBar({ counter }: { counter: RequestCounter }) {
  const subscribe = useCallback((onChange: () => void) => counter.subscribe(() => onChange()), [counter]);
  // no request is in flight in server-rendered HTML; hydration starts from the same 0
  const active = useSyncExternalStore(subscribe, () => counter.active, () => 0);
  if (active <= 0) return null;
  return (
    <div role="progressbar" aria-label="Loading" className="hdr-activity">
      <span className="hdr-activity__bar" />
    </div>
  );
}
