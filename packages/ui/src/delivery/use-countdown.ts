import { useEffect, useState } from 'react';
import { TIMING } from '@storefront/store-config';

/**
 * The current instant, re-read every TIMING.countdownRefreshMs (§9: 60 s) while a cutoff is
 * ahead, and once more exactly at the next one so what depends on it (the countdown, a faster
 * speed's promise) disappears then rather than up to a minute late. After the last cutoff nothing
 * ticks.
 */
export function useCountdownClock(...cutoffsAt: (string | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const upcoming = cutoffsAt.map((c) => (c ? Date.parse(c) : NaN)).filter((c) => Number.isFinite(c) && c > now);
  const cutoff = upcoming.length > 0 ? Math.min(...upcoming) : NaN;
  const ahead = Number.isFinite(cutoff);
  const key = cutoffsAt.join(' ');

  // a new estimate (another colour, another destination) is read against a fresh clock
  useEffect(() => setNow(Date.now()), [key]);

  useEffect(() => {
    if (!ahead) return;
    const tick = () => setNow(Date.now());
    const interval = setInterval(tick, TIMING.countdownRefreshMs);
    const atCutoff = setTimeout(tick, cutoff - Date.now());
    return () => {
      clearInterval(interval);
      clearTimeout(atCutoff);
    };
  }, [ahead, cutoff]);

  return now;
}
