import type { BusinessLine } from '@storefront/contracts';

export type EstimateKind = 'standard' | 'made' | 'flash';
export type SpeedCode = 'standard' | 'expedited' | 'overnight';

/** A daily cutoff, as wall-clock time in the warehouse's own zone. */
export interface LocalTime {
  hour: number;
  minute: number;
}

/**
 * Daily order cutoffs of in-stock items, per business line and shipping speed, local to the
 * warehouse: an order in before the cutoff ships that business day. Overnight leaves earlier
 * (the air carrier's last pickup); printed lines leave earlier than blanks (the print queue).
 */
export const STOCK_CUTOFFS: Record<Exclude<BusinessLine, 'digital'>, Record<SpeedCode, LocalTime>> = {
  blanks: { standard: { hour: 18, minute: 0 }, expedited: { hour: 18, minute: 0 }, overnight: { hour: 17, minute: 0 } },
  stickers: { standard: { hour: 16, minute: 0 }, expedited: { hour: 16, minute: 0 }, overnight: { hour: 15, minute: 0 } },
  transfers: { standard: { hour: 17, minute: 0 }, expedited: { hour: 17, minute: 0 }, overnight: { hour: 16, minute: 0 } },
  spangles: { standard: { hour: 15, minute: 0 }, expedited: { hour: 15, minute: 0 }, overnight: { hour: 14, minute: 0 } },
  print: { standard: { hour: 14, minute: 0 }, expedited: { hour: 14, minute: 0 }, overnight: { hour: 13, minute: 0 } },
};

/** Made-to-order and flash items: the production floor takes orders until 9 PM local, every speed. */
export const MADE_AND_FLASH_CUTOFF: LocalTime = { hour: 21, minute: 0 };

/** Local courier (same-day delivery in the warehouse's metro area): orders in by noon local. */
export const SAME_DAY_COURIER_CUTOFF: LocalTime = { hour: 12, minute: 0 };

/** Business days of production before a made-to-order item ships; flash is made the same day. */
export const PRODUCTION_DAYS: Record<EstimateKind, number> = { standard: 0, made: 1, flash: 0 };

export function shipCutoff(businessLine: BusinessLine, kind: EstimateKind, speed: SpeedCode): LocalTime {
  // digital assets are files, never shelf stock (made to order), so they have no stock cutoff of their own
  return kind === 'standard' && businessLine !== 'digital' ? STOCK_CUTOFFS[businessLine][speed] : MADE_AND_FLASH_CUTOFF;
}

/** Deliveries arrive in this window, destination local time ("8 AM – 9 PM"). */
export const DELIVERY_WINDOW = { start: { hour: 8, minute: 0 }, end: { hour: 21, minute: 0 } } as const;
