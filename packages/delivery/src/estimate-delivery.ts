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
}

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
    if (w.onHand < input.quantity || input.quantity < 1) continue;
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

function computePlan(input: EstimateInput, w: WarehouseStock): DeliveryPlan {
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
  const ground: DeliveryPlan = { warehouse: w, orderDay, shipDay, deliveryDay, cutoffAt, cutoffLocal: cutoff, oneShipDay, courier: false };
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
  return { warehouse: w, orderDay: day, shipDay: day, deliveryDay: day, cutoffAt, cutoffLocal: SAME_DAY_COURIER_CUTOFF, oneShipDay: day === today, courier: true };
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
    inventory: plan.warehouse.onHand,
    one_ship_day: plan.oneShipDay,
    shipping_rate: shippingRate(input.store, input.speed),
    timeleft: Math.max(0, Math.floor((plan.cutoffAt.getTime() - now.getTime()) / 1000)),
    delivery_day: isoDay(plan.deliveryDay),
    delivery_time: isoWithOffset(start, zone),
    delivery_time_end: isoWithOffset(windowEnd, zone),
    cutoff_at: isoWithOffset(plan.cutoffAt, plan.warehouse.timeZone),
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

const SPEEDS_CHEAPEST_FIRST: readonly SpeedCode[] = ['standard', 'expedited', 'overnight'];

/**
 * The promise a product badge shows: when some speed delivers today or tomorrow, the earliest such
 * day at the cheapest speed that gives it; otherwise the standard-speed estimate.
 */
export function badgeEstimate(input: Omit<EstimateInput, 'speed'>): { speed: SpeedCode; estimate: DeliveryEstimate } | null {
  const bySpeed = SPEEDS_CHEAPEST_FIRST.map((speed) => ({ speed, plan: bestPlan({ ...input, speed }) }));
  const standard = bySpeed[0];
  if (!standard?.plan) return null;
  const destToday = wallClock(input.now, destinationTimeZone(input.destination)).day;
  let chosen: { speed: SpeedCode; plan: DeliveryPlan } = { speed: standard.speed, plan: standard.plan };
  for (const option of bySpeed) {
    if (option.plan && option.plan.deliveryDay <= destToday + 1 && option.plan.deliveryDay < chosen.plan.deliveryDay) {
      chosen = { speed: option.speed, plan: option.plan };
    }
  }
  return { speed: chosen.speed, estimate: estimateFromPlan({ ...input, speed: chosen.speed }, chosen.plan) };
}
