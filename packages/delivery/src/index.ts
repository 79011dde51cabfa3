// The delivery promise engine (issue #4): pure functions of (now, stock, destination). No DB, no HTTP.
export {
  estimateDelivery,
  badgeEstimate,
  bestPlan,
  planFor,
  estimateFromPlan,
  hourText,
  type WarehouseStock,
  type EstimateInput,
  type DeliveryPlan,
} from './estimate-delivery';
export { parseDestination, storeDefaultDestination, localeOf, type Destination } from './destination';
export { destinationTimeZone } from './destination-zone';
export {
  STOCK_CUTOFFS,
  MADE_AND_FLASH_CUTOFF,
  SAME_DAY_COURIER_CUTOFF,
  PRODUCTION_DAYS,
  DELIVERY_WINDOW,
  shipCutoff,
  type EstimateKind,
  type SpeedCode,
  type LocalTime,
} from './cutoffs';
export { SPEED_PRICES, shippingRate } from './shipping-rates';
export { STANDARD_TRANSIT_DAYS, METRO_PREFIXES, regionOf, isMetro, transitDays, transitDayRange, type Region, type Origin } from './transit-zones';
export { holidaysOf, isHoliday, easterSunday, describeHolidays, type Holiday, type Country } from './holidays';
export { isBusinessDay, nextBusinessDay, addBusinessDays } from './business-days';
export { calendarDay, isoDay, parseIsoDay, weekdayOf, isWeekend, type CalendarDay } from './calendar-day';
export { wallClock, zonedInstant, isoWithOffset, offsetMs, type WallClock } from './zoned-time';
