import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { DeliveryEstimate } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { LOCATION_CHANGED_EVENT } from '../events/window-events';
import { useShop } from '../store/store-context';
import { createEstimateBatcher, type EstimateBatcher } from './estimate-batcher';

interface EstimatesContextValue {
  batcher: EstimateBatcher;
  /** bumped when the destination changes, so every badge asks again */
  destinationVersion: number;
}

const EstimatesContext = createContext<EstimatesContextValue | null>(null);

/**
 * One batcher per mounted area, so all its badges share a batch. When the shopper changes the
 * destination (`storefront:location-changed`, from any area) the remembered answers are dropped
 * and every badge re-fetches.
 */
export function DeliveryEstimatesProvider({ http, children }: { http: HttpClient; children: ReactNode }) {
  const [batcher] = useState(() => createEstimateBatcher(http));
  const [destinationVersion, setDestinationVersion] = useState(0);

  useEffect(() => {
    const onChange = () => {
      batcher.reset();
      setDestinationVersion((v) => v + 1);
    };
    window.addEventListener(LOCATION_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(LOCATION_CHANGED_EVENT, onChange);
  }, [batcher]);

  return <EstimatesContext.Provider value={{ batcher, destinationVersion }}>{children}</EstimatesContext.Provider>;
}

export interface EstimateOptions {
  made?: boolean;
  flash?: boolean;
}

/**
 * The estimate of one composition in the current store; undefined until it arrives, when the
 * server has none, when the call failed (§8: the badge is simply not shown), or outside a provider.
 */
export function useDeliveryEstimate(compositionId: number | null | undefined, { made = false, flash = false }: EstimateOptions = {}): DeliveryEstimate | undefined {
  const context = useContext(EstimatesContext);
  const { code: store } = useShop();
  const key = `${store}:${compositionId ?? ''}:${made}:${flash}`;
  const [answer, setAnswer] = useState<{ key: string; estimate: DeliveryEstimate | undefined } | null>(null);
  const batcher = context?.batcher;
  const version = context?.destinationVersion;

  useEffect(() => {
    if (!batcher || compositionId === null || compositionId === undefined) return;
    let current = true;
    batcher.request(compositionId, { store, made, flash }).then(
      (estimate) => current && setAnswer({ key, estimate }),
      () => current && setAnswer({ key, estimate: undefined }),
    );
    return () => {
      current = false;
    };
  }, [batcher, version, compositionId, store, made, flash, key]);

  // another composition's answer is never shown while this one's is on its way
  return answer?.key === key ? answer.estimate : undefined;
}

/**
 * Asks for a whole list's estimates from the list itself, as one batch. Its cards still ask for
 * their own, but a card that hydrates in a later turn (useHydrationTurns) then finds its estimate
 * asked for or answered, so a page of cards is still one call. Standard estimates only.
 */
export function useListDeliveryEstimates(compositionIds: readonly number[]): void {
  const context = useContext(EstimatesContext);
  const { code: store } = useShop();
  const batcher = context?.batcher;
  const version = context?.destinationVersion;
  const ids = compositionIds.join(',');
  useEffect(() => {
    if (!batcher || ids === '') return;
    // a failed call is the cards' to show (no badge); nothing more to do here
    for (const id of ids.split(',')) batcher.request(Number(id), { store }).catch(() => {});
  }, [batcher, version, store, ids]);
}
