// Test fixtures for the delivery folder: an estimate and an HttpClient whose answers the test writes.
import type { DeliveryEstimate } from '@storefront/contracts';
import type { HttpClient, RequestOptions } from '@storefront/http';

export function estimate(overrides: Partial<DeliveryEstimate> = {}): DeliveryEstimate {
  return {
    date: 'Tue, Nov 24',
    delivery_endtime: '9PM',
    delivery_type: 'standard',
    inventory: 120,
    one_ship_day: true,
    shipping_rate: { amount: 799, currency: 'USD' },
    timeleft: 0,
    delivery_day: '2026-11-24',
    delivery_time: '2026-11-24T09:00:00-05:00',
    delivery_time_end: '2026-11-24T21:00:00-05:00',
    cutoff_at: '2026-11-20T21:00:00-05:00',
    ...overrides,
  };
}

/** A standard estimate arriving on `day` (YYYY-MM-DD) between 9 AM and 9 PM Eastern; override the rest. */
export function estimateOn(day: string, overrides: Partial<DeliveryEstimate> = {}): DeliveryEstimate {
  return estimate({ delivery_day: day, delivery_time: `${day}T09:00:00-05:00`, delivery_time_end: `${day}T21:00:00-05:00`, ...overrides });
}

/**
 * A badge estimate as the catalog sends it: the standard speed's promise on `day`, and optionally
 * a faster speed beside it. Eastern time; override the rest.
 */
export function speedEstimate(
  day: string,
  overrides: Partial<DeliveryEstimate> = {},
  faster?: { speed: 'expedited' | 'overnight'; day: string; date: string; cutoff_at: string; delivery_type?: DeliveryEstimate['delivery_type'] },
): DeliveryEstimate {
  return estimateOn(day, {
    shipping_speed: 'standard',
    shipping_rate: { amount: 795, currency: 'USD' },
    ...overrides,
    ...(faster
      ? {
          faster: {
            shipping_speed: faster.speed,
            date: faster.date,
            delivery_type: faster.delivery_type ?? 'next_day',
            shipping_rate: { amount: faster.speed === 'overnight' ? 3495 : 1695, currency: 'USD' },
            timeleft: 0,
            delivery_day: faster.day,
            delivery_time: `${faster.day}T09:00:00-05:00`,
            delivery_time_end: `${faster.day}T21:00:00-05:00`,
            cutoff_at: faster.cutoff_at,
          },
        }
      : {}),
  });
}

export interface RecordedCall {
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, string>;
  body?: unknown;
  cacheBust: boolean;
}

export type Responder = (call: RecordedCall) => unknown;

/** An HttpClient answering from `respond` (a thrown error or rejected promise is a failed call). */
export function recordingHttp(respond: Responder): HttpClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const record = (method: RecordedCall['method'], path: string, opts?: RequestOptions, body?: unknown): RecordedCall => {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(opts?.searchParams ?? {})) if (v !== undefined) params[k] = String(v);
    const call: RecordedCall = { method, path, params, cacheBust: opts?.cacheBust === true, ...(body === undefined ? {} : { body }) };
    calls.push(call);
    return call;
  };
  const unsupported = () => Promise.reject(new Error('not used by delivery'));
  return {
    calls,
    async get<T>(path: string, opts?: RequestOptions) {
      return (await respond(record('GET', path, opts))) as T;
    },
    async post<T>(path: string, body?: unknown, opts?: RequestOptions) {
      return (await respond(record('POST', path, opts, body))) as T;
    },
    put: unsupported,
    patch: unsupported,
    delete: unsupported,
  };
}

/** The answer of the estimates endpoints for these ids. */
export function estimatesFor(ids: readonly (number | string)[], make: (id: number) => DeliveryEstimate = () => estimate()) {
  return { success: true, estimates: Object.fromEntries(ids.map((id) => [String(id), make(Number(id))])) };
}

export function idsOf(call: RecordedCall | undefined): number[] {
  return (call?.params.composition_ids ?? '').split(',').filter(Boolean).map(Number);
}
