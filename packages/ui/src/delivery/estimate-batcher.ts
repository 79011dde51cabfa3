// Delivery estimates per composition (§4, §7, §9), batched: every card of a listing asks for its
// own estimate, and the requests made within TIMING.estimateBatchMs go out as one call.
// Framework-free and type-only towards the contracts, so no schema library reaches the page.
import type { DeliveryEstimate, DeliveryEstimatesResponse } from '@storefront/contracts';
import { MAX_ESTIMATE_IDS } from '@storefront/contracts/limits';
import type { HttpClient } from '@storefront/http';
import { TIMING, type StoreCode } from '@storefront/store-config';

export const ESTIMATES_PATH = '/api/products/delivery_estimates.json';
export const FLASH_ESTIMATES_PATH = '/api/products/delivery_estimates/flash.json';

export interface EstimateRequest {
  store: StoreCode;
  /** a made (custom-printed) item: sent with made=true, in its own call */
  made?: boolean;
  /** the flash variant: its own endpoint */
  flash?: boolean;
}

export interface EstimateBatcher {
  /** The estimate of one composition; undefined when the server does not know the id. Rejects when the call fails. */
  request(compositionId: number, options: EstimateRequest): Promise<DeliveryEstimate | undefined>;
  /** Forgets every answer and in-flight mark: the destination changed, so the next request asks again. */
  reset(): void;
}

type Variant = 'standard' | 'made' | 'flash';

interface Waiter {
  resolve(value: DeliveryEstimate | undefined): void;
  reject(err: unknown): void;
}

/** One open batch: the ids asked for during the window, each with everyone waiting for it. */
interface Batch {
  variant: Variant;
  store: StoreCode;
  waiters: Map<number, Waiter[]>;
}

function variantOf(options: EstimateRequest): Variant {
  if (options.flash) return 'flash';
  return options.made ? 'made' : 'standard';
}

/**
 * `delayMs` is the batch window, counted from the first request of a batch (not restarted by
 * later ones), so a steady trickle of requests still goes out every window.
 */
export function createEstimateBatcher(http: HttpClient, delayMs: number = TIMING.estimateBatchMs): EstimateBatcher {
  /** open batches by variant + store: the made flag and the store are per call */
  const open = new Map<string, Batch>();
  /** standard compositions asked for and not yet answered (the in-flight mark) */
  const inflight = new Map<string, Promise<DeliveryEstimate | undefined>>();
  /** standard compositions answered; made and flash answers are never kept (always re-requested) */
  const answered = new Map<string, DeliveryEstimate | undefined>();
  /** bumped by reset(): an answer to a call sent before the reset is not remembered */
  let generation = 0;

  async function send(batch: Batch, ids: number[]): Promise<void> {
    const sentIn = generation;
    const path = batch.variant === 'flash' ? FLASH_ESTIMATES_PATH : ESTIMATES_PATH;
    const searchParams = {
      composition_ids: ids.join(','),
      ...(batch.variant === 'made' ? { made: 'true' } : {}),
      store: batch.store,
    };
    try {
      const body = await http.get<DeliveryEstimatesResponse | undefined>(path, { searchParams, cacheBust: true });
      const estimates = body?.estimates ?? {};
      for (const id of ids) {
        const estimate = Object.hasOwn(estimates, String(id)) ? estimates[String(id)] : undefined;
        if (batch.variant === 'standard' && sentIn === generation) answered.set(`${batch.store}:${id}`, estimate);
        for (const w of batch.waiters.get(id) ?? []) w.resolve(estimate);
      }
    } catch (err) {
      for (const id of ids) for (const w of batch.waiters.get(id) ?? []) w.reject(err);
    } finally {
      // cleared on success and failure alike: after a failure the next request calls again
      if (batch.variant === 'standard' && sentIn === generation) for (const id of ids) inflight.delete(`${batch.store}:${id}`);
    }
  }

  function flush(key: string): void {
    const batch = open.get(key);
    open.delete(key);
    if (!batch) return;
    const ids = [...batch.waiters.keys()];
    for (let i = 0; i < ids.length; i += MAX_ESTIMATE_IDS) void send(batch, ids.slice(i, i + MAX_ESTIMATE_IDS));
  }

  function enqueue(compositionId: number, variant: Variant, store: StoreCode): Promise<DeliveryEstimate | undefined> {
    const key = `${variant}:${store}`;
    let batch = open.get(key);
    if (!batch) {
      batch = { variant, store, waiters: new Map() };
      open.set(key, batch);
      setTimeout(() => flush(key), delayMs);
    }
    const waiters = batch.waiters.get(compositionId) ?? [];
    batch.waiters.set(compositionId, waiters);
    return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
  }

  return {
    request(compositionId, options) {
      const variant = variantOf(options);
      if (variant !== 'standard') return enqueue(compositionId, variant, options.store);
      const key = `${options.store}:${compositionId}`;
      if (answered.has(key)) return Promise.resolve(answered.get(key));
      const pending = inflight.get(key);
      if (pending) return pending;
      const promise = enqueue(compositionId, variant, options.store);
      inflight.set(key, promise);
      return promise;
    },
    reset() {
      generation += 1;
      answered.clear();
      inflight.clear();
    },
  };
}
