import type { BusinessLine, DeliveryEstimate, DeliveryType } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './business-days';
import type { CalendarDay } from './calendar-day';
import { DELIVERY_WINDOW, PRODUCTION_DAYS, SAME_DAY_COURIER_CUTOFF, shipCutoff, type EstimateKind, type LocalTime, type SpeedCode } from './cutoffs';
import { localeOf, type Destination } from './destination';
import { destinationTimeZone } from './destination-zone';
import type { Country } from './holidays';
import { shippingRate } from './shipping-rates';
import { isMetro, transitDays } from './transit-zones';
import { isoWithOffset, wallClock, zonedInstant } from './zoned-time';
import { isoDay } from './calendar-day';

/** One warehouse's stock of the SKU being estimated. */
export interface WarehouseStock {
  code: string;
  country: Country;
  /** IANA zone: cutoffs are wall-clock times there */
  timeZone: string;
  onHand: number;
}

export interface EstimateInput {
  now: Date;
  store: StoreCode;
  businessLine: BusinessLine;
  kind: EstimateKind;
  speed: SpeedCode;
  quantity: number;
  destination: Destination;
  warehouses: readonly WarehouseStock[];
  /**
   * printed or cut when ordered (transfers, stickers, spangles): every listed building can make it
   * whatever it holds, and the estimate's inventory is null rather than a shelf count
   */
  madeToOrder?: boolean;
}

/** How one warehouse would fulfil the order: the days and the cutoff behind an estimate. */
export interface DeliveryPlan {
  warehouse: WarehouseStock;
  /** the warehouse-local day the order is taken (before its cutoff) */
  orderDay: CalendarDay;
  /** the warehouse-local day the parcel leaves (orderDay plus production for made items) */
  shipDay: CalendarDay;
  /** the destination-local delivery day */
  deliveryDay: CalendarDay;
  /** the order cutoff that gives this delivery day, and its configured local time */
  cutoffAt: Date;
  cutoffLocal: LocalTime;
  /** the order is in before today's cutoff, so it is taken today */
  oneShipDay: boolean;
  /** delivered on its order day by the warehouse's metro courier */
  courier: boolean;
  /**
   * the speed whose pickup (cutoff) and service the parcel leaves with: the speed asked for, or a
   * slower one when that arrives sooner (an overnight order that missed the air pickup rides the
   * ground truck that is still to leave today, rather than arrive after the cheaper speeds)
   */
  pickupSpeed: SpeedCode;
}

/** The speeds slower than each one, nearest first: a faster speed is never promised later than these. */
const SLOWER_SPEEDS: Record<SpeedCode, readonly SpeedCode[]> = { standard: [], expedited: ['standard'], overnight: ['expedited', 'standard'] };

/**
 * The delivery estimate from the warehouse that gets `quantity` units there soonest (ties: the
 * later cutoff, then more stock). Null when no warehouse has `quantity` on hand.
 */
export function estimateDelivery(input: EstimateInput): DeliveryEstimate | null {
  const plan = bestPlan(input);
  return plan ? estimateFromPlan(input, plan) : null;
}

export function bestPlan(input: EstimateInput): DeliveryPlan | null {
  let best: DeliveryPlan | null = null;
  for (const w of input.warehouses) {
    if (input.quantity < 1 || (!input.madeToOrder && w.onHand < input.quantity)) continue;
    const plan = planFor(input, w);
    if (!best || better(plan, best)) best = plan;
  }
  return best;
}

function better(a: DeliveryPlan, b: DeliveryPlan): boolean {
  if (a.deliveryDay !== b.deliveryDay) return a.deliveryDay < b.deliveryDay;
  if (a.cutoffAt.getTime() !== b.cutoffAt.getTime()) return a.cutoffAt > b.cutoffAt;
  return a.warehouse.onHand > b.warehouse.onHand;
}

/** One warehouse's plan; exported for tests and for callers that need the warehouse behind a date. */
export function planFor(input: EstimateInput, w: WarehouseStock): DeliveryPlan {
  // the plan does not depend on the units on hand: a batch of 48 compositions shares a few plans
  const key = `${input.now.getTime()}|${w.code}|${w.country}|${w.timeZone}|${input.businessLine}|${input.kind}|${input.speed}|${input.destination.country}|${input.destination.postalCode}`;
  const known = plans.get(key);
  if (known) return { ...known, warehouse: w };
  const plan = computePlan(input, w);
  if (plans.size >= PLANS_MAX) plans.clear();
  plans.set(key, plan);
  return plan;
}

const plans = new Map<string, DeliveryPlan>();
const PLANS_MAX = 5000;

/**
 * The speed's own plan, or a slower speed's from the same building when that one arrives sooner:
 * the faster speeds' cutoffs are earlier (the air pickup), so between the two cutoffs, or before a
 * day the warehouse is closed, the paid-for speed would otherwise arrive after the cheaper ones.
 */
function computePlan(input: EstimateInput, w: WarehouseStock): DeliveryPlan {
  let plan = ownPlan(input, w);
  for (const slower of SLOWER_SPEEDS[input.speed]) {
    const alternative = planFor({ ...input, speed: slower }, w);
    if (alternative.deliveryDay < plan.deliveryDay) plan = { ...alternative, warehouse: w };
  }
  return plan;
}

function ownPlan(input: EstimateInput, w: WarehouseStock): DeliveryPlan {
  const { now, destination } = input;
  const today = wallClock(now, w.timeZone).day;
  const destZone = destinationTimeZone(destination);
  const destToday = wallClock(now, destZone).day;

  const courier = courierPlan(input, w, today, destToday);
  const cutoff = shipCutoff(input.businessLine, input.kind, input.speed);
  const todaysCutoff = zonedInstant(w.timeZone, today, cutoff.hour, cutoff.minute);
  const oneShipDay = isBusinessDay(w.country, today) && now < todaysCutoff;
  const orderDay = oneShipDay ? today : nextBusinessDay(w.country, today);
  const cutoffAt = oneShipDay ? todaysCutoff : zonedInstant(w.timeZone, orderDay, cutoff.hour, cutoff.minute);
  const production = PRODUCTION_DAYS[input.kind];
  const shipDay = production > 0 ? addBusinessDays(w.country, orderDay, production) : orderDay;
  let deliveryDay = addBusinessDays(destination.country, shipDay, transitDays(w, destination, input.speed));
  // a destination many zones east of the warehouse can already be on the next day: never promise
  // a day (or a window) that is over where the parcel arrives
  while (deliveryDay < destToday || zonedInstant(destZone, deliveryDay, DELIVERY_WINDOW.end.hour, DELIVERY_WINDOW.end.minute) <= now) {
    deliveryDay = nextBusinessDay(destination.country, deliveryDay);
  }
  const ground: DeliveryPlan = { warehouse: w, orderDay, shipDay, deliveryDay, cutoffAt, cutoffLocal: cutoff, oneShipDay, courier: false, pickupSpeed: input.speed };
  return courier && better(courier, ground) ? courier : ground;
}

/**
 * Same-day delivery by the warehouse's metro courier (in-stock items at the overnight speed): the
 * first business day whose noon cutoff is still ahead, today included. Null outside the metro.
 */
function courierPlan(input: EstimateInput, w: WarehouseStock, today: CalendarDay, destToday: CalendarDay): DeliveryPlan | null {
  const { destination, now } = input;
  if (input.kind !== 'standard' || input.speed !== 'overnight' || !isMetro(w.code, destination) || today !== destToday) return null;
  const { hour, minute } = SAME_DAY_COURIER_CUTOFF;
  const open = (day: CalendarDay) => isBusinessDay(w.country, day) && isBusinessDay(destination.country, day);
  let day = today;
  while (!open(day) || zonedInstant(w.timeZone, day, hour, minute) <= now) day += 1;
  const cutoffAt = zonedInstant(w.timeZone, day, hour, minute);
  return { warehouse: w, orderDay: day, shipDay: day, deliveryDay: day, cutoffAt, cutoffLocal: SAME_DAY_COURIER_CUTOFF, oneShipDay: day === today, courier: true, pickupSpeed: 'overnight' };
}

export function estimateFromPlan(input: EstimateInput, plan: DeliveryPlan): DeliveryEstimate {
  const { now, destination } = input;
  const zone = destinationTimeZone(destination);
  const destToday = wallClock(now, zone).day;
  const windowStart = zonedInstant(zone, plan.deliveryDay, DELIVERY_WINDOW.start.hour, DELIVERY_WINDOW.start.minute);
  const windowEnd = zonedInstant(zone, plan.deliveryDay, DELIVERY_WINDOW.end.hour, DELIVERY_WINDOW.end.minute);
  // the courier leaves at its cutoff: the window cannot open before that
  const start = plan.courier && plan.cutoffAt > windowStart ? plan.cutoffAt : windowStart;
  return {
    date: dateText(plan.deliveryDay, destToday, windowStart, zone, localeOf(destination)),
    delivery_endtime: hourText(DELIVERY_WINDOW.end.hour),
    delivery_type: deliveryType(input.kind, plan.deliveryDay, destToday),
    inventory: input.madeToOrder ? null : plan.warehouse.onHand,
    one_ship_day: plan.oneShipDay,
    shipping_rate: shippingRate(input.store, input.speed),
    timeleft: Math.max(0, Math.floor((plan.cutoffAt.getTime() - now.getTime()) / 1000)),
    delivery_day: isoDay(plan.deliveryDay),
    delivery_time: isoWithOffset(start, zone),
    delivery_time_end: isoWithOffset(windowEnd, zone),
    cutoff_at: isoWithOffset(plan.cutoffAt, plan.warehouse.timeZone),
    shipping_speed: input.speed,
  };
}

function deliveryType(kind: EstimateKind, day: CalendarDay, today: CalendarDay): DeliveryType {
  if (kind !== 'standard') return kind;
  return day === today ? 'same_day' : day === today + 1 ? 'next_day' : 'standard';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateText(day: CalendarDay, today: CalendarDay, instant: Date, timeZone: string, locale: string): string {
  if (day === today) return 'Today';
  if (day === today + 1) return 'Tomorrow';
  const key = `${locale} ${timeZone}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    dateFormats.set(key, f);
  }
  return f.format(instant);
}

/** 21 → "9PM", 12 → "12PM" */
export function hourText(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;
}

const FASTER_CHEAPEST_FIRST: readonly SpeedCode[] = ['expedited', 'overnight'];

/**
 * The promise a product badge shows: the standard speed's (the one a shopper gets without paying
 * for speed; production included for made items), and beside it, when a faster speed arrives
 * sooner, the soonest such day at the cheapest speed that gives it (`faster`). Null when no
 * warehouse can ship one unit.
 */
export function badgeEstimate(input: Omit<EstimateInput, 'speed'>): { speed: SpeedCode; estimate: DeliveryEstimate } | null {
  const standardInput: EstimateInput = { ...input, speed: 'standard' };
  const standard = bestPlan(standardInput);
  if (!standard) return null;
  const estimate = estimateFromPlan(standardInput, standard);
  let faster: { input: EstimateInput; plan: DeliveryPlan } | null = null;
  for (const speed of FASTER_CHEAPEST_FIRST) {
    const fasterInput: EstimateInput = { ...input, speed };
    const plan = bestPlan(fasterInput);
    if (plan && plan.deliveryDay < (faster?.plan ?? standard).deliveryDay) faster = { input: fasterInput, plan };
  }
  if (!faster) return { speed: 'standard', estimate };
  const f = estimateFromPlan(faster.input, faster.plan);
  return {
    speed: 'standard',
    estimate: {
      ...estimate,
      faster: {
        shipping_speed: faster.input.speed,
        date: f.date,
        delivery_type: f.delivery_type,
        shipping_rate: f.shipping_rate,
        timeleft: f.timeleft,
        delivery_day: f.delivery_day,
        delivery_time: f.delivery_time,
        delivery_time_end: f.delivery_time_end,
        cutoff_at: f.cutoff_at,
      },
    },
  };
}
