import { useEffect, useState } from 'react';
import { TIMING } from '@storefront/store-config';

/**
 * The current instant, re-read every TIMING.countdownRefreshMs (§9: 60 s) while `cutoffAt` is
 * ahead, and once more exactly at the cutoff so the countdown disappears then rather than up to a
 * minute late. After the cutoff nothing ticks.
 */
export function useCountdownClock(cutoffAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const cutoff = cutoffAt ? Date.parse(cutoffAt) : NaN;
  const ahead = Number.isFinite(cutoff) && cutoff > now;

  // a new estimate (another colour, another destination) is read against a fresh clock
  useEffect(() => setNow(Date.now()), [cutoffAt]);

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
